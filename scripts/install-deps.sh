#!/usr/bin/env bash
# Installs the Debian packages shardproof builds against, only those that are missing.
# Idempotent and quiet when everything is already there. Needs root (or sudo).
set -euo pipefail

packages=(
  cmake ninja-build g++ pkgconf make
  libz3-dev libeigen3-dev libglpk-dev libgtest-dev libgmock-dev librapidcheck-dev
  libbenchmark-dev libopenmpi-dev openmpi-bin libcli11-dev nlohmann-json3-dev libfmt-dev
  libprotobuf-dev protobuf-compiler libonnx-dev zlib1g-dev dataset-fashion-mnist
  libyaml-cpp-dev coinor-libcgl-dev coinor-libclp-dev coinor-libosi-dev coinor-libcoinutils-dev
  # the HTML report's test: expat reads the page, Chromium renders it, libpng reads its screenshot
  libexpat1-dev libpng-dev chromium
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
