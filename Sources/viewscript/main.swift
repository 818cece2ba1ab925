// STUB: owned by the command-line helper.
print("viewscript")
