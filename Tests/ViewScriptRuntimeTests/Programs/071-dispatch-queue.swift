// DispatchQueue.main.async and asyncAfter (well-separated deadlines) run while the main actor is suspended.
import Foundation

print("start")
DispatchQueue.main.async { print("async block 1") }
DispatchQueue.main.async { print("async block 2") }
DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { print("after 0.2s") }
DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { print("after 0.05s") }
print("scheduled")
try await Task.sleep(nanoseconds: 400_000_000)
print("after sleeping")
var counter = 0
for i in 1...3 {
    DispatchQueue.main.async {
        counter += i
        print("increment by", i, "->", counter)
    }
}
try await Task.sleep(nanoseconds: 50_000_000)
print("counter", counter)
DispatchQueue.main.async {
    print("outer")
    DispatchQueue.main.async { print("inner, enqueued by outer") }
}
DispatchQueue.main.async { print("second outer") }
try await Task.sleep(nanoseconds: 50_000_000)
print("end")
