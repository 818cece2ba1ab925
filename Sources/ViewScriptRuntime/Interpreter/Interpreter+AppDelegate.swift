import ViewScriptSyntax

extension Interpreter {
    /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` of an `App`: UIKit
    /// makes the delegate once, at launch, and calls its
    /// `application(_:didFinishLaunchingWithOptions:)` (with no launch options) before the
    /// first window shows. Returns the delegate.
    public func launchApplicationDelegate(_ property: StoredProperty) throws -> Value {
        guard case .type(let type)? = try wrapperArgument(of: property) else {
            throw failure(.notInSubset("@UIApplicationDelegateAdaptor without a delegate type"), at: property.range)
        }
        let delegate = try construct(type, positional: [], at: property.range)
        if let launch = requirement(delegate, "application", labels: [nil, "didFinishLaunchingWithOptions"]) {
            // The `UIApplication` argument is not modelled: a delegate that uses it fails there.
            _ = try callRequirement(launch, on: delegate, [.void, .none], at: property.range)
        }
        return delegate
    }
}
