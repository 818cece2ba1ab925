// Steps that change the simulated device (docs/scenarios.md): its color scheme, its size class,
// and the app going to the background and coming back.
extension Parser {
    /// device-step -> 'set' ('colorScheme' ('light' | 'dark') | 'sizeClass' ('compact' | 'regular'))
    ///              | 'background' | 'foreground'   (after the step word)
    mutating func parseDeviceStep(_ word: StepWord) -> ScenarioStepKind? {
        switch word {
        case .background: return .background
        case .foreground: return .foreground
        case .set:
            let setting: DeviceSetting?
            if consumeContextual("colorScheme") != nil {
                setting = consumeContextual("dark") != nil ? .colorScheme(dark: true)
                    : consumeContextual("light") != nil ? .colorScheme(dark: false) : nil
            } else if consumeContextual("sizeClass") != nil {
                setting = consumeContextual("regular") != nil ? .sizeClass(regular: true)
                    : consumeContextual("compact") != nil ? .sizeClass(regular: false) : nil
            } else {
                setting = nil
            }
            guard let setting else {
                report(.expectedDeviceSetting, at: expectedLocation)
                return nil
            }
            return .set(setting)
        default:
            return nil
        }
    }
}
