# What `cmake --install` (and `make install PREFIX=...`) puts under the prefix:
#   bin/shardproof                                   the CLI
#   lib/libshardproof_*.a                            the six libraries of DESIGN.md
#   include/shardproof/<lib>/*.h                     their public headers ("types/mesh.h" ...)
#   include/shardproof/testing/{generators,oracles}.h  RapidCheck generators and oracles
#   lib/cmake/shardproof/                            the package: find_package(shardproof)
# A consumer links shardproof::types, ::redistribute, ::verify, ::partition, ::exec,
# ::robustness (and ::testing for the property-test helpers), e.g. examples/consumer/.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(SHARDPROOF_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/shardproof)

# The exported libraries: target shardproof_NAME is exported as shardproof::NAME (and has the
# same alias in this build, so in-tree and installed consumers spell it alike).
set(shardproof_exported_libraries types redistribute verify partition exec robustness)
foreach(name ${shardproof_exported_libraries})
  if(NOT TARGET shardproof_${name})
    continue()
  endif()
  set_target_properties(shardproof_${name} PROPERTIES EXPORT_NAME ${name})
  add_library(shardproof::${name} ALIAS shardproof_${name})
  install(TARGETS shardproof_${name} EXPORT shardproofTargets
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
  # Headers keep their folder structure (partition/ir/program.h ...).
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${name}/
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/shardproof/${name}
          FILES_MATCHING PATTERN "*.h")
endforeach()

# The property-test helpers: header-only, on top of the executor, the verifier and RapidCheck.
# Exported separately so that a consumer without RapidCheck still finds the libraries.
if(NOT TARGET rapidcheck)
  find_package(rapidcheck CONFIG QUIET)
endif()
add_library(shardproof_testing INTERFACE)
set_target_properties(shardproof_testing PROPERTIES EXPORT_NAME testing)
target_include_directories(shardproof_testing INTERFACE
  $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
  $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
target_link_libraries(shardproof_testing INTERFACE shardproof_exec shardproof_verify shardproof_redistribute
                      shardproof_types)
if(TARGET rapidcheck)
  target_link_libraries(shardproof_testing INTERFACE rapidcheck)
endif()
add_library(shardproof::testing ALIAS shardproof_testing)
install(TARGETS shardproof_testing EXPORT shardproofTestingTargets)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/shardproof/testing
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/shardproof FILES_MATCHING PATTERN "*.h")

install(TARGETS shardproof RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

install(EXPORT shardproofTargets NAMESPACE shardproof:: DESTINATION ${SHARDPROOF_INSTALL_CMAKEDIR})
install(EXPORT shardproofTestingTargets NAMESPACE shardproof:: DESTINATION ${SHARDPROOF_INSTALL_CMAKEDIR})

# The config finds the same Debian packages again; MPI and CUDA/NCCL only where this build
# linked them.
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/shardproofConfig.cmake.in
  ${PROJECT_BINARY_DIR}/shardproofConfig.cmake INSTALL_DESTINATION ${SHARDPROOF_INSTALL_CMAKEDIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/shardproofConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/shardproofConfig.cmake ${PROJECT_BINARY_DIR}/shardproofConfigVersion.cmake
        DESTINATION ${SHARDPROOF_INSTALL_CMAKEDIR})
