#!/usr/bin/env bash
# The main job. Until the web demo exists this runs the walkthrough: an app driven through
# its navigation on the headless platform, printed step by step.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run coordination-walkthrough "$@"
