#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and under
# ThreadSanitizer, each in its own scratch directory so the normal .build is untouched.
#
#   Tests/sanitize.sh            both, one after the other (ASan first)
#   Tests/sanitize.sh address    ASan + LSan only
#   Tests/sanitize.sh thread     TSan only
#   extra arguments after the mode go to `swift test` (e.g. --filter CheckCommand)
#
# Leak reports of the Swift runtime, Foundation and the test runner's own one-time
# allocations are suppressed by Tests/lsan-suppressions.txt; ViewScript's own code is
# never suppressed there.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-all}
shift $(( $# > 0 ? 1 : 0 ))
export SWIFT_BACKTRACE=enable=no

address() {
    swift build --build-tests --sanitize=address --scratch-path .build-asan
    # detect_stack_use_after_return=0: with it, locals live in a heap "fake stack", where the
    # interpreter's stack guard (NativeStackGuard) and the test that measures a task
    # thread's stack depth by local addresses cannot see the real stack.
    ASAN_OPTIONS="detect_leaks=1:detect_stack_use_after_return=0:${ASAN_OPTIONS:-}" \
    LSAN_OPTIONS="suppressions=$PWD/Tests/lsan-suppressions.txt:print_suppressions=0:${LSAN_OPTIONS:-}" \
        swift test --skip-build --sanitize=address --scratch-path .build-asan "$@"
}

thread() {
    swift build --build-tests --sanitize=thread --scratch-path .build-tsan
    TSAN_OPTIONS="halt_on_error=1:${TSAN_OPTIONS:-}" \
        swift test --skip-build --sanitize=thread --scratch-path .build-tsan "$@"
}

case "$mode" in
address) address "$@" ;;
thread) thread "$@" ;;
all) address "$@"; thread "$@" ;;
*) sed -n '2,13p' "$0"; exit 2 ;;
esac
