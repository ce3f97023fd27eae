# Finds every dependency from Debian's packages (see scripts/install-deps.sh).
# Optional parts (MPI, CUDA/NCCL) set SHARDPROOF_HAVE_* and are skipped when absent.
find_package(PkgConfig REQUIRED)
pkg_check_modules(Z3 REQUIRED IMPORTED_TARGET z3>=4.8)
find_package(Eigen3 3.4 REQUIRED NO_MODULE)
find_package(fmt CONFIG REQUIRED)
find_package(nlohmann_json 3.11 CONFIG REQUIRED)
find_package(CLI11 CONFIG REQUIRED)
find_package(Threads REQUIRED)
find_package(ZLIB REQUIRED)  # gzip-compressed IDX datasets (Debian's dataset-fashion-mnist)
find_package(yaml-cpp CONFIG REQUIRED)  # tactic files of `shardproof partition` (Debian libyaml-cpp-dev)

# GLPK ships neither a CMake config nor a .pc file.
find_path(GLPK_INCLUDE_DIR glpk.h REQUIRED)
find_library(GLPK_LIBRARY glpk REQUIRED)
if(NOT TARGET GLPK::GLPK)
  add_library(GLPK::GLPK UNKNOWN IMPORTED)
  set_target_properties(GLPK::GLPK PROPERTIES
    IMPORTED_LOCATION ${GLPK_LIBRARY}
    INTERFACE_INCLUDE_DIRECTORIES ${GLPK_INCLUDE_DIR})
endif()

# COIN-OR's cut generators (Cgl) on its LP solver (Clp, through Osi): robustness/coin_cuts.h.
pkg_check_modules(COIN REQUIRED IMPORTED_TARGET cgl osi-clp)

# ONNX needs protobuf found first.
find_package(Protobuf REQUIRED)
find_package(ONNX CONFIG REQUIRED)

if(SHARDPROOF_BUILD_TESTS)
  find_package(GTest CONFIG REQUIRED)
  find_package(rapidcheck CONFIG REQUIRED)
endif()
find_package(benchmark CONFIG QUIET)

find_package(MPI COMPONENTS CXX QUIET)
set(SHARDPROOF_HAVE_MPI ${MPI_CXX_FOUND})

# CUDA + NCCL: built whenever the toolkit is present, GPU or not ("native" needs a GPU,
# so the architecture is pinned).
# SHARDPROOF_WITH_CUDA=OFF skips it (the clang sanitizer build of `make fuzz`).
option(SHARDPROOF_WITH_CUDA "Build the CUDA/NCCL parts when the toolkit is present" ON)
include(CheckLanguage)
if(SHARDPROOF_WITH_CUDA)
  check_language(CUDA)
endif()
set(SHARDPROOF_HAVE_NCCL OFF)
set(SHARDPROOF_HAVE_CUDA OFF)  # the CUDA kernels of exec/gpu/ (cuBLAS); NCCL needs its library too
if(CMAKE_CUDA_COMPILER)
  if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
    set(CMAKE_CUDA_ARCHITECTURES 90)
  endif()
  enable_language(CUDA)
  # CMake 3.25 (Debian bookworm) knows no C++20 dialect for nvcc, which has one since 12.0:
  # name its flag so that the CUDA sources of exec/gpu/ compile as C++20 like the rest.
  if(NOT CMAKE_CUDA20_STANDARD_COMPILE_OPTION AND CMAKE_CUDA_COMPILER_VERSION VERSION_GREATER_EQUAL 12.0)
    set(CMAKE_CUDA20_STANDARD_COMPILE_OPTION "-std=c++20")
    set(CMAKE_CUDA20_EXTENSION_COMPILE_OPTION "-std=c++20")
  endif()
  find_package(CUDAToolkit QUIET)
  if(CUDAToolkit_FOUND AND TARGET CUDA::cublas)
    set(SHARDPROOF_HAVE_CUDA ON)
  endif()
  if(CUDAToolkit_FOUND)
    find_library(NCCL_LIBRARY nccl HINTS ${CUDAToolkit_LIBRARY_DIR} /usr/lib/x86_64-linux-gnu)
    find_path(NCCL_INCLUDE_DIR nccl.h HINTS ${CUDAToolkit_INCLUDE_DIRS})
    if(NCCL_LIBRARY AND NCCL_INCLUDE_DIR)
      set(SHARDPROOF_HAVE_NCCL ON)
    endif()
  endif()
endif()
message(STATUS "shardproof: MPI=${SHARDPROOF_HAVE_MPI} CUDA=${SHARDPROOF_HAVE_CUDA} NCCL=${SHARDPROOF_HAVE_NCCL}")
