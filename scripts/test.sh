#!/usr/bin/env bash
# Runs every check of the project: build with warnings as errors, all tests, the strict
# format lint, and the documentation build. CI runs exactly this (see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== build (warnings are errors)"
swift build --build-tests -Xswiftc -warnings-as-errors

echo "== tests"
swift test --skip-build

echo "== swift format lint --strict"
swift format lint --strict --recursive Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Sources

echo "== documentation (warnings are errors)"
scripts/docs.sh

echo "== all checks passed"
