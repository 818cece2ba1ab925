// AsyncStream and AsyncThrowingStream: the build closure runs at once; values yielded before
// anyone iterates are buffered; `for await` suspends while the buffer is empty and ends after
// `finish()`; `onTermination` runs once, with `.finished` or `.cancelled`; yields after the end
// are dropped; buffering policies keep the oldest or newest values; a throwing stream rethrows
// its error after the values before it; `makeStream(of:)` and `init(unfolding:)`.
struct Failure: Error { let code: Int }

func counter(upTo limit: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        print("build")
        for value in 1...limit { continuation.yield(value) }
        continuation.finish()
    }
}

func run() async {
    let stream = counter(upTo: 3)
    print("made")
    for await value in stream { print("got", value) }
    print("loop ended")

    // A producer task yielding over time, a consumer waiting for each value.
    let (ticks, continuation) = AsyncStream.makeStream(of: String.self)
    continuation.onTermination = { termination in print("terminated:", termination) }
    let producer = Task {
        for name in ["a", "b", "c"] {
            try? await Task.sleep(nanoseconds: 100_000_000)
            print("yield", name)
            continuation.yield(name)
        }
        // (A pause before the end: without it, whether the consumer prints its last tick
        // before the producer finishes is up to the threads of swiftc's executor.)
        try? await Task.sleep(nanoseconds: 100_000_000)
        continuation.finish()
        let late = continuation.yield("late")
        print("after finish:", late)
    }
    for await tick in ticks { print("tick", tick) }
    await producer.value
    print("ticks done")

    // Buffering policies.
    let newest = AsyncStream(Int.self, bufferingPolicy: .bufferingNewest(2)) { c in
        for v in 1...5 { c.yield(v) }
        c.finish()
    }
    var kept: [Int] = []
    for await v in newest { kept.append(v) }
    print("newest:", kept)
    let oldest = AsyncStream<Int>(bufferingPolicy: .bufferingOldest(2)) { c in
        for v in 1...5 {
            let result = c.yield(v)
            if case .dropped(let d) = result { print("dropped", d) }
        }
        c.finish()
    }
    kept = []
    for await v in oldest { kept.append(v) }
    print("oldest:", kept)

    // A throwing stream.
    let failing = AsyncThrowingStream<Int, Error> { c in
        c.yield(1)
        c.yield(2)
        c.finish(throwing: Failure(code: 7))
    }
    do {
        for try await v in failing { print("value", v) }
        print("not reached")
    } catch let failure as Failure {
        print("caught", failure.code)
    } catch {
        print("other")
    }

    // Cancelling the consumer ends its loop and terminates the stream.
    let (never, neverContinuation) = AsyncStream<Int>.makeStream()
    neverContinuation.onTermination = { termination in
        switch termination {
        case .cancelled: print("cancelled termination")
        case .finished: print("finished termination")
        @unknown default: print("unknown")
        }
    }
    let consumer = Task {
        for await v in never { print("never", v) }
        print("consumer loop ended")
    }
    try? await Task.sleep(nanoseconds: 50_000_000)
    neverContinuation.yield(42)
    try? await Task.sleep(nanoseconds: 50_000_000)
    consumer.cancel()
    await consumer.value
    print("yield after cancel:", neverContinuation.yield(43))

    // Unfolding.
    var next = 0
    let unfolded = AsyncStream<Int> {
        next += 1
        return next <= 3 ? next * 10 : nil
    }
    for await v in unfolded { print("unfolded", v) }

    // An iterator by hand.
    var iterator = counter(upTo: 2).makeAsyncIterator()
    print(await iterator.next() as Any, await iterator.next() as Any, await iterator.next() as Any)

    // An unfolding stream that ended gives nil to each later next().
    var produced = 0
    var unfoldedIterator = AsyncStream<Int> {
        produced += 1
        return produced == 1 ? produced : nil
    }.makeAsyncIterator()
    print(await unfoldedIterator.next() as Any, await unfoldedIterator.next() as Any, await unfoldedIterator.next() as Any)
}

await run()
