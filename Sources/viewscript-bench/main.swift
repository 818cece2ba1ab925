// STUB: benchmarks.
print("viewscript-bench")
