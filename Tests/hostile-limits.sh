#!/usr/bin/env bash
# Measures every input of the hostile-input suite (HostileInputTests.swift, HostileAppTests.swift) with a release
# build: each must end within 2 seconds and 1 GiB of memory (issue 7). Prints one line per
# input: seconds, peak resident memory, and the first line of the tool's diagnostics.
#   Tests/hostile-limits.sh
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
swift build -c release --product viewscript >/dev/null
VIEWSCRIPT_EXPORT_HOSTILE="$dir/inputs" swift test --filter HostileInputTests.exportForTheTimingScript >/dev/null
# The hostile apps (HostileAppTests.swift): a folder and a command line each.
VIEWSCRIPT_EXPORT_HOSTILE="$dir/apps" swift test --filter HostileAppTests.exportForTheTimingScript >/dev/null
status=0
printf '%-32s %8s %10s  %s\n' input seconds "peak MiB" diagnostic
for file in "$dir"/inputs/*.view "$dir"/apps/*.args; do
    if [[ $file == *.args ]]; then
        name=$(basename "$file" .args)
        mapfile -t arguments <"$file"
    else
        name=$(basename "$file" .view)
        arguments=(check "$file")
    fi
    /usr/bin/time -f '%e %M' -o "$dir/time" .build/release/viewscript "${arguments[@]}" >"$dir/out" 2>&1 || true
    read -r seconds kilobytes < <(tail -n 1 "$dir/time")
    megabytes=$((kilobytes / 1024))
    first=$(grep -m1 -E 'error|warning' "$dir/out" | sed 's/^[^ ]* //' | cut -c1-60 || true)
    printf '%-32s %8s %10s  %s\n' "$name" "$seconds" "$megabytes" "$first"
    if awk "BEGIN { exit !($seconds > 2.0) }" || [ "$megabytes" -gt 1024 ]; then
        echo "  over the limit (2 s, 1 GiB)"
        status=1
    fi
done
exit $status
