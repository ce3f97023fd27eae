// The object the precompiled test header (precompiled.h) is built with: CMake needs one
// source file per target; this one holds nothing.
