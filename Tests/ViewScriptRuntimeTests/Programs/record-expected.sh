#!/usr/bin/env bash
# Records (or checks) the expected output of every NNN-*.swift program in this
# directory by compiling it with the real Swift compiler and running it.
#
#   ./record-expected.sh            write NNN-*.expected for every program
#   ./record-expected.sh --check    compare instead of writing; exit 1 on any difference
#   ./record-expected.sh [--check] 001-int-arithmetic.swift ...   only these programs
#
# .expected format: the program's stdout byte for byte; if the process trapped,
# followed by "TRAP: <message>" (the crash line from "Fatal error:" or
# "Swift runtime failure:" to its end) and, when Swift reports a line in this
# program's source file, "TRAP-LINE: <n>". See README.md.
set -u
export LC_ALL=C.UTF-8
export SWIFT_BACKTRACE=enable=no

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SWIFTC="${SWIFTC:-swiftc}"
MODE=write
FILES=()
for arg in "$@"; do
    case "$arg" in
        --check) MODE=check ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) FILES+=("$(basename "$arg")") ;;
    esac
done
if ! command -v "$SWIFTC" >/dev/null 2>&1; then
    echo "record-expected.sh: $SWIFTC not found" >&2
    exit 2
fi
if [ ${#FILES[@]} -eq 0 ]; then
    cd "$HERE"
    for f in [0-9][0-9][0-9]-*.swift; do FILES+=("$f"); done
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/viewscript-expected.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
TIMEOUT_SECONDS="${TIMEOUT_SECONDS:-10}"
MESSAGE_PATTERN='(Fatal error|Precondition failed|Assertion failed|Swift runtime failure)(:|$)'
BACKTRACE_SETTINGS='enable=yes,interactive=no,color=no,registers=none,images=none,sanitize=yes,threads=crashed,limit=64'

# One program: compile, run, compare or write. Messages go to stderr; status 1 on a failure.
process_one() {
    local file="$1" name src expected status actual line message trapline stack
    name="${file%.swift}"
    src="$HERE/$file"
    expected="$HERE/$name.expected"
    # Compile from a directory named "main" so that Swift reports the program
    # file as "main/NNN-x.swift" no matter where the corpus lives.
    mkdir -p "$WORK/main"
    cp "$src" "$WORK/main/$file"
    if ! (cd "$WORK" && "$SWIFTC" -g -Onone -module-name main -lm -o "$WORK/$name" "main/$file" 2>"$WORK/$name.compile"); then
        echo "COMPILE ERROR: $file" >&2
        cat "$WORK/$name.compile" >&2
        return 1
    fi
    # stdbuf -o0: Swift's stdout is fully buffered when it is not a terminal,
    # and a trap would lose the buffered text; unbuffered keeps every byte
    # printed before the trap.
    (cd "$WORK" && timeout "$TIMEOUT_SECONDS" stdbuf -o0 "$WORK/$name" >"$WORK/$name.out" 2>"$WORK/$name.err" </dev/null) 2>/dev/null
    status=$?
    actual="$WORK/$name.actual"
    cp "$WORK/$name.out" "$actual"
    if [ $status -ne 0 ]; then
        # 1. The message the runtime prints itself (fatalError, precondition,
        #    index out of range, force unwrap, try!, ...), with its prefix
        #    ("Swift/Array.swift:123: " or "main/NNN-x.swift:12: ") removed.
        line="$(grep -m1 -E "$MESSAGE_PATTERN" "$WORK/$name.err" || true)"
        # 2. Run again with the backtracer on: it names the frames (with
        #    line:column in this program's file) and, for checks compiled
        #    into the code such as arithmetic overflow, it is the only place
        #    where the message ("Swift runtime failure: ...") appears.
        (cd "$WORK" && SWIFT_BACKTRACE="$BACKTRACE_SETTINGS" timeout "$TIMEOUT_SECONDS" stdbuf -o0 "$WORK/$name" >/dev/null 2>"$WORK/$name.bt" </dev/null) 2>/dev/null
        if [ -z "$line" ]; then
            line="$(grep -m1 -E '^\*\*\* Swift runtime failure:' "$WORK/$name.bt" | sed -E 's/^\*\*\* //; s/ \*\*\*$//' || true)"
        fi
        if [ -z "$line" ]; then
            if [ $status -eq 124 ]; then
                echo "TIMEOUT: $file" >&2
            else
                echo "FAILED WITHOUT A TRAP MESSAGE (exit $status): $file" >&2
                cat "$WORK/$name.err" >&2
            fi
            return 1
        fi
        message="$(printf '%s\n' "$line" | sed -E 's/^[^ ]+:[0-9]+: //')"
        # A line number is recorded only when the message names this program's file.
        trapline="$(printf '%s\n' "$line" | sed -nE "s@^main/$file:([0-9]+):.*@\\1@p")"
        # Frames of the crashed thread that lie in this program's file, innermost first.
        stack="$(sed -n '/crashed:$/,/^Backtrace took/p' "$WORK/$name.bt" | grep -oE " at main/$file:[0-9]+:[0-9]+\$" | sed -E 's@.*:([0-9]+):([0-9]+)$@\1:\2@' | tr '\n' ' ' | sed 's/ $//')"
        # Make sure the trap record starts on its own line.
        if [ -s "$actual" ] && [ "$(tail -c1 "$actual" | od -An -c | tr -d ' ')" != '\n' ]; then
            printf '\n' >>"$actual"
        fi
        printf 'TRAP: %s\n' "$message" >>"$actual"
        if [ -n "$trapline" ]; then
            printf 'TRAP-LINE: %s\n' "$trapline" >>"$actual"
        fi
        if [ -n "$stack" ]; then
            printf 'TRAP-STACK: %s\n' "$stack" >>"$actual"
        fi
    fi
    if [ "$MODE" = write ]; then
        if [ -f "$expected" ] && cmp -s "$actual" "$expected"; then
            :
        else
            cp "$actual" "$expected"
            echo "wrote $name.expected"
        fi
    else
        if [ ! -f "$expected" ]; then
            echo "MISSING: $name.expected" >&2
            return 1
        elif ! cmp -s "$actual" "$expected"; then
            echo "DIFFERENT: $name" >&2
            diff -u "$expected" "$actual" | head -40 >&2
            return 1
        fi
    fi
    return 0
}

# Programs run in parallel (JOBS at a time, by default one per core); each one's messages are
# kept in its own file and printed in the programs' order, so the report does not depend on
# which finished first.
export -f process_one
export HERE SWIFTC MODE WORK TIMEOUT_SECONDS MESSAGE_PATTERN BACKTRACE_SETTINGS
JOBS="${JOBS:-$(nproc 2>/dev/null || echo 2)}"
printf '%s\n' "${FILES[@]}" | xargs -P "$JOBS" -I{} bash -c 'process_one "$1" >"$WORK/$1.said" 2>"$WORK/$1.report"; echo $? >"$WORK/$1.status"' _ {}
failures=0
for file in "${FILES[@]}"; do
    cat "$WORK/$file.said" 2>/dev/null
    cat "$WORK/$file.report" >&2 2>/dev/null
    [ "$(cat "$WORK/$file.status" 2>/dev/null)" = 0 ] || failures=$((failures + 1))
done
if [ $failures -ne 0 ]; then
    echo "$failures program(s) failed" >&2
    exit 1
fi
echo "${#FILES[@]} program(s) ok ($MODE)"
