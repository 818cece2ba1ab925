#!/usr/bin/env bash
# Builds and runs the libFuzzer target over the whole ViewScript pipeline (FuzzTarget.swift).
#
#   Tests/Fuzz/fuzz.sh build              build .build-fuzz/release/viewscript-fuzz
#   Tests/Fuzz/fuzz.sh run [SECONDS] [ARGS...]
#                                         fuzz for SECONDS (default 600) from the committed
#                                         corpus, the samples and the interpreter's programs;
#                                         new inputs go to .build-fuzz/corpus, findings to
#                                         .build-fuzz/findings; extra ARGS go to libFuzzer
#                                         (e.g. -jobs=2 -workers=2)
#   Tests/Fuzz/fuzz.sh replay             run every input of Tests/Fuzz/corpus and every sample
#                                         once (-runs=0): what CI calls; exits 0 when none
#                                         crashes, hangs or leaks
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
work=$scratch/corpus
findings=$scratch/findings

build() {
    swift build -c release --product viewscript-fuzz --scratch-path "$scratch" \
        --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DVIEWSCRIPT_FUZZING
}

# The options every run uses: small per-input time and memory, the keyword dictionary, no
# Swift backtracer (libFuzzer and ASan report crashes), a small stack so that unbounded
# recursion on the caller's thread shows up at once.
fuzzer() {
    ulimit -s 1024
    SWIFT_BACKTRACE=enable=no \
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
    LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        "$binary" -timeout=5 -rss_limit_mb=2048 -malloc_limit_mb=1024 \
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
    fuzzer -max_total_time="$seconds" -max_len=8192 -artifact_prefix="$findings/" -print_final_stats=1 \
        "$@" "$work" "$committed" "$scratch/seeds"
    ;;
replay)
    build
    mkdir -p "$scratch/samples"
    rm -f "$scratch/samples"/*
    find Samples -name '*.view' -exec cp {} "$scratch/samples/" \;
    fuzzer -runs=0 "$committed" "$scratch/samples"
    ;;
minimize)
    [ -x "$binary" ] || build
    mkdir -p "$work" "$scratch/minimized"
    rm -f "$scratch/minimized"/*
    # The samples go in first, so that only inputs that add coverage beyond them are kept
    # (the samples are replayed from Samples/ anyway); they are taken out again after.
    find Samples -name '*.view' -exec cp {} "$scratch/minimized/" \;
    ls "$scratch/minimized" > "$scratch/minimized.seeds"
    fuzzer -set_cover_merge=1 -use_counters=0 -max_len=480 "$scratch/minimized" "$committed" "$work"
    (cd "$scratch/minimized" && xargs rm -f < ../minimized.seeds)
    rm -f "$committed"/*
    cp "$scratch/minimized"/* "$committed/"
    echo "$(ls "$committed" | wc -l) inputs, $(cat "$committed"/* | wc -c) bytes in $committed"
    ;;
repro)
    shift
    [ -x "$binary" ] || build
    fuzzer -runs=1 "$@"
    ;;
*)
    sed -n '2,17p' "$0"
    exit 2
    ;;
esac
