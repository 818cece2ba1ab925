#!/usr/bin/env bash
# Builds and runs the libFuzzer target over the whole ViewScript pipeline (FuzzTarget.swift,
# which runs each input through ViewScriptCommandLine's PipelineProbe).
#
#   Tests/Fuzz/fuzz.sh build              build .build-fuzz/release/viewscript-fuzz
#   Tests/Fuzz/fuzz.sh run [SECONDS] [ARGS...]
#                                         fuzz for SECONDS (default 600) from the committed
#                                         corpus, the deep inputs, the samples and the
#                                         interpreter's programs; new inputs go to
#                                         .build-fuzz/corpus, findings to .build-fuzz/findings;
#                                         extra ARGS go to libFuzzer (e.g. -jobs=2 -workers=2)
#   Tests/Fuzz/fuzz.sh replay             run every input of Tests/Fuzz/corpus, Tests/Fuzz/deep
#                                         and Samples once (-runs=0) with a debug build
#                                         (.build-fuzz/debug): what CI runs; exits non-zero
#                                         when one crashes, hangs, leaks or runs out of memory,
#                                         0 with a note when the toolchain has no libFuzzer
#   Tests/Fuzz/fuzz.sh minimize           rewrite Tests/Fuzz/corpus as a small set of inputs
#                                         (from it and .build-fuzz/corpus) that keeps the
#                                         coverage the samples do not already give
#   Tests/Fuzz/fuzz.sh repro FILE...      run the given inputs once (to debug a finding)
#
# Needs a toolchain with libFuzzer (swiftc -sanitize=fuzzer): Swift 6 on Linux has it.
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=.build-fuzz
binary=$scratch/release/viewscript-fuzz
committed=Tests/Fuzz/corpus
deep=Tests/Fuzz/deep
work=$scratch/corpus
findings=$scratch/findings

# `run`, `minimize` and `repro` use an optimized build (a whole-module build of the package,
# minutes); `replay` a debug build (about 30 s from scratch), fast enough for every CI run.
# Both share the scratch directory, each in its own configuration folder.
build() {
    swift build -c "${1:-release}" --product viewscript-fuzz --scratch-path "$scratch" \
        --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DVIEWSCRIPT_FUZZING
}

# Multi-file seeds: each app of Samples/Apps as one input, its files after `//--- NAME` lines
# (PipelineProbe+Modules.swift), so that mutations reach --sources, previews and coverage.
app_seeds() {
    for app in Samples/Apps/*/; do
        name=$(basename "$app")
        find "$app" \( -name '*.swift' -o -name '*.view' \) | sort | while read -r file; do
            printf '//--- %s\n' "$(basename "$file")"
            cat "$file"
        done > "$1/app-$name"
    done
}

# Whether this toolchain links libFuzzer targets: a target of two lines, built as above.
can_build_fuzzer() {
    mkdir -p "$scratch/toolchain-check"
    printf '%s\n' '@_cdecl("LLVMFuzzerTestOneInput")' \
        'public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { 0 }' \
        > "$scratch/toolchain-check/check.swift"
    swiftc -sanitize=fuzzer,address -parse-as-library "$scratch/toolchain-check/check.swift" \
        -o "$scratch/toolchain-check/check" > "$scratch/toolchain-check/log" 2>&1
}

# The options every run uses: small per-input time and memory, the keyword dictionary, no
# Swift backtracer (libFuzzer and ASan report crashes). The parse runs on a thread of its
# own with a stack just big enough for the parser's nesting limit (PipelineProbe.parseStackSize:
# 4 MiB optimized, 16 MiB in the debug build `replay` uses, whose frames are four times
# bigger), so that recursion the limit does not bound overflows at once; the scenarios run
# on the runtime's own 256 MiB threads. The caller's stack is kept at 1 MiB so that nothing
# recursive creeps back onto libFuzzer's thread unnoticed.
# detect_stack_use_after_return=0: with it, locals live in a heap "fake stack", where the
# interpreter's stack guard (NativeStackGuard) cannot see how deep the real stack is.
fuzzer() {
    local program=$1
    shift
    ulimit -s 1024
    SWIFT_BACKTRACE=enable=no \
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:detect_stack_use_after_return=0}" \
    LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        "$program" -timeout=5 -rss_limit_mb=2048 -malloc_limit_mb=1024 \
        -dict=Tests/Fuzz/viewscript.dict "$@"
}

case "${1:-run}" in
build)
    build
    ;;
run)
    seconds=${2:-600}
    shift $(( $# > 1 ? 2 : $# ))
    build
    mkdir -p "$work" "$findings" "$scratch/seeds"
    # Seeds: the samples and the differential programs (flat copies: libFuzzer reads one level).
    find Samples -name '*.view' -exec cp {} "$scratch/seeds/" \;
    cp Tests/ViewScriptRuntimeTests/Programs/*.swift "$scratch/seeds/"
    app_seeds "$scratch/seeds"
    fuzzer "$binary" -max_total_time="$seconds" -max_len=8192 -artifact_prefix="$findings/" -print_final_stats=1 \
        "$@" "$work" "$committed" "$deep" "$scratch/seeds"
    ;;
replay)
    if ! can_build_fuzzer; then
        echo "note: this toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer); the fuzz corpus replay is skipped:" >&2
        head -n 3 "$scratch/toolchain-check/log" >&2
        exit 0
    fi
    build debug
    mkdir -p "$scratch/samples"
    rm -f "$scratch/samples"/*
    find Samples -name '*.view' -exec cp {} "$scratch/samples/" \;
    app_seeds "$scratch/samples"
    fuzzer "$scratch/debug/viewscript-fuzz" -runs=0 -artifact_prefix="$scratch/replay-" \
        "$committed" "$deep" "$scratch/samples"
    ;;
minimize)
    [ -x "$binary" ] || build
    mkdir -p "$work" "$scratch/minimized"
    rm -f "$scratch/minimized"/*
    # The samples go in first, so that only inputs that add coverage beyond them are kept
    # (the samples are replayed from Samples/ anyway); they are taken out again after.
    find Samples -name '*.view' -exec cp {} "$scratch/minimized/" \;
    ls "$scratch/minimized" > "$scratch/minimized.seeds"
    fuzzer "$binary" -set_cover_merge=1 -use_counters=0 -max_len=480 "$scratch/minimized" "$committed" "$work"
    (cd "$scratch/minimized" && xargs rm -f < ../minimized.seeds)
    rm -f "$committed"/*
    cp "$scratch/minimized"/* "$committed/"
    echo "$(ls "$committed" | wc -l) inputs, $(cat "$committed"/* | wc -c) bytes in $committed"
    ;;
repro)
    shift
    [ -x "$binary" ] || build
    fuzzer "$binary" -runs=1 "$@"
    ;;
*)
    sed -n '2,22p' "$0"
    exit 2
    ;;
esac
