// \file cuBLAS, loaded when the first GPU context needs it rather than when shardproof starts.
// Linking libcublas pulls in libcublasLt, whose initialisation (hundreds of MiB mapped, page
// faults in its static constructors) was most of every command's start-up, also of `check`,
// which never touches a GPU: `shardproof --version` spent about 60% of its time there (perf).
// The few entry points the GPU code uses (exec/gpu/'s kernels, robustness/gemm_cuda.cu) are
// looked up in the library the toolkit built against (libcublas.so.<CUBLAS_VER_MAJOR>).
// Header-only, so that both users share one loaded copy without a library of its own.
//
//   check(cublas().create(&handle), "cublasCreate");   // loads libcublas on first use
//   cublas().gemm_strided_batched_ex(handle, ...);
#pragma once

#include <cublas_v2.h>
#include <dlfcn.h>

#include <mutex>
#include <stdexcept>
#include <string>

namespace shardproof::exec::gpu {

// cublasGemmStridedBatchedEx is overloaded in C++ (a cudaDataType compute type, kept for old
// callers): the library's own entry point takes a cublasComputeType_t.
using GemmStridedBatchedEx = cublasStatus_t (*)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int,
                                                const void*, const void*, cudaDataType, int, long long int,
                                                const void*, cudaDataType, int, long long int, const void*, void*,
                                                cudaDataType, int, long long int, int, cublasComputeType_t,
                                                cublasGemmAlgo_t);

struct CublasLibrary {
  decltype(&cublasCreate_v2) create = nullptr;
  decltype(&cublasDestroy_v2) destroy = nullptr;
  decltype(&cublasSetStream_v2) set_stream = nullptr;
  decltype(&cublasSetMathMode) set_math_mode = nullptr;
  GemmStridedBatchedEx gemm_strided_batched_ex = nullptr;
  decltype(&cublasDgemm_v2) dgemm = nullptr;
  decltype(&cublasGetStatusName) status_name = nullptr;
};

namespace detail {

template <typename F>
void look_up(void* library, F& entry, const char* name) {
  entry = reinterpret_cast<F>(dlsym(library, name));
  if (!entry) throw std::runtime_error(std::string("cuBLAS has no ") + name);
}

inline CublasLibrary load_cublas() {
  const std::string soname = "libcublas.so." + std::to_string(CUBLAS_VER_MAJOR);
  void* library = dlopen(soname.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char* why = dlerror();
    throw std::runtime_error("cannot load " + soname + (why ? std::string(": ") + why : std::string()));
  }
  CublasLibrary l;
  look_up(library, l.create, "cublasCreate_v2");
  look_up(library, l.destroy, "cublasDestroy_v2");
  look_up(library, l.set_stream, "cublasSetStream_v2");
  look_up(library, l.set_math_mode, "cublasSetMathMode");
  look_up(library, l.gemm_strided_batched_ex, "cublasGemmStridedBatchedEx");
  look_up(library, l.dgemm, "cublasDgemm_v2");
  look_up(library, l.status_name, "cublasGetStatusName");
  return l;  // the library stays loaded for the process's life
}

}  // namespace detail

// The loaded library; throws std::runtime_error when it cannot be loaded or lacks an entry
// point (and tries again on the next call).
inline const CublasLibrary& cublas() {
  static std::once_flag once;
  static CublasLibrary library;
  std::call_once(once, [] { library = detail::load_cublas(); });
  return library;
}

}  // namespace shardproof::exec::gpu
