/// The modifiers with a meaning for the lifecycle, the screen or hit testing (`Catalogue.swift`).
/// An example is the call the catalogue test applies to `Text("a")`. The modifiers that only
/// style are in `Catalogue+StyleModifiers.swift`.
extension Catalogue {
    static let modifiers: [Entry] = lifecycleModifiers + presentationModifiers + styleModifiers

    static let lifecycleModifiers: [Entry] = [
        // MARK: Lifecycle, identity, state
        .modifier("onAppear", .modelled, #"onAppear { print("appear") }"#),
        .modifier("onDisappear", .modelled, #"onDisappear { print("disappear") }"#),
        .modifier("task", .modelled, #"task { print("task") }"#),
        .modifier("onChange", .modelled, #"onChange(of: 1) { print("change") }"#).adding([
            // `onChange(of:perform:)` (one parameter) is iOS 14's, deprecated in iOS 17: swiftc only warns.
            .init(signature: "onChange(of:initial:_:)", release: .iOS17, trigger: .label("initial")),
            .init(signature: "onChange(of:initial:_:)", release: .iOS17, trigger: .actionParameters(2)),
            .init(signature: "onChange(of:initial:_:)", release: .iOS17, trigger: .actionParameters(0)),
        ]),
        .modifier("id", .modelled, "id(1)"),
        .modifier("environment", .modelled, #"environment(\.isEnabled, true)"#),
        .modifier("colorScheme", .modelled, "colorScheme(.dark)"),
        .modifier("preferredColorScheme", .modelled, "preferredColorScheme(.dark)"),
        .modifier("environmentObject", .modelled, "environmentObject(CatalogueModel())"),
        .modifier("transformEnvironment", .modelled, #"transformEnvironment(\.isEnabled) { $0 = true }"#),
        .modifier("modifier", .modelled, "modifier(CatalogueModifier())"),
        .modifier("onReceive", .modelled, "onReceive(Just(1)) { _ in }"),
        .modifier("equatable", .notSimulated, "equatable()"),
        // TipKit's popover tip (`.popoverTip(tip)`): when it shows is TipKit's rules.
        .modifier("popoverTip", .notSimulated, "popoverTip(0)"),
        .modifier("modelContainer", .modelled, "modelContainer(for: [])"),
        .modifier("preference", .modelled, "preference(key: CatalogueKey.self, value: 1)"),
        .modifier("onPreferenceChange", .modelled, "onPreferenceChange(CatalogueKey.self) { _ in }"),
        .modifier("anchorPreference", .modelled, "anchorPreference(key: CatalogueKey.self, value: .bounds) { _ in 1 }"),
        .modifier("transformPreference", .modelled, "transformPreference(CatalogueKey.self) { _ in }"),
        .modifier("backgroundPreferenceValue", .modelled, "backgroundPreferenceValue(CatalogueKey.self) { _ in EmptyView() }",
                  content: .presented()),
        .modifier("overlayPreferenceValue", .modelled, "overlayPreferenceValue(CatalogueKey.self) { _ in EmptyView() }",
                  content: .presented()),
        .modifier("onGeometryChange", .notSimulated, "onGeometryChange(for: Double.self) { $0.size.width } action: { _ in }"),
        .modifier("onScrollGeometryChange", .notSimulated, "onScrollGeometryChange(for: Double.self) { $0.contentOffset.y } action: { _, _ in }"),
        .modifier("onScrollVisibilityChange", .notSimulated, "onScrollVisibilityChange { _ in }"),
        .modifier("menuActionDismissBehavior", .notSimulated, "menuActionDismissBehavior(.disabled)"),
        .modifier("onScrollPhaseChange", .notSimulated, "onScrollPhaseChange { _, _ in }"),
        .modifier("scrollPosition", .notSimulated, "scrollPosition(id: .constant(1))"),
        // Not inert: `.bottom` starts the scroll view scrolled to the end of its content.
        .modifier("defaultScrollAnchor", .notSimulated, "defaultScrollAnchor(.bottom)"),
        .modifier("phaseAnimator", .notSimulated, "phaseAnimator([0, 1]) { content, _ in content }"),
        .modifier("keyframeAnimator", .notSimulated, "keyframeAnimator(initialValue: 0) { content, _ in content } keyframes: { _ in }"),

        // MARK: Layout with a simulated geometry
        .modifier("frame", .modelled, "frame(width: 100, height: 40)"),
        .modifier("padding", .modelled, "padding(8)"),
        .modifier("offset", .modelled, "offset(x: 4, y: 4)"),

        // MARK: Hit testing and input
        .modifier("onTapGesture", .modelled, #"onTapGesture { print("tap") }"#),
        .modifier("disabled", .modelled, "disabled(true)"),
        .modifier("allowsHitTesting", .modelled, "allowsHitTesting(false)"),
        .modifier("hidden", .modelled, #"overlay { Text("badge").hidden() }"#),
        .modifier("labelsHidden", .modelled, "labelsHidden()"),
        .modifier("textCase", .modelled, "textCase(.lowercase)"),
        .modifier("badge", .modelled, #"overlay { List { Text("row").badge(3) } }"#),
        .modifier("accessibilityLabel", .modelled, #"accessibilityLabel("Label")"#),
        .modifier("accessibility", .modelled, #"accessibility(label: Text("Label"))"#),
        .modifier("onLongPressGesture", .modelled, "onLongPressGesture { }"),
        .modifier("gesture", .modelled, "gesture(TapGesture().onEnded { })"),
        .modifier("simultaneousGesture", .modelled, "simultaneousGesture(TapGesture().onEnded { })"),
        .modifier("highPriorityGesture", .modelled, "highPriorityGesture(TapGesture().onEnded { })"),
        .modifier("onSubmit", .modelled, "onSubmit { }"),
        .modifier("submitScope", .modelled, "submitScope()"),
        .modifier("focused", .modelled, "focused(.constant(true))"),
        .modifier("onDelete", .modelled, "background { ForEach(0..<1, id: \\.self) { _ in EmptyView() }.onDelete { _ in } }"),
        .modifier("onMove", .modelled, "background { ForEach(0..<1, id: \\.self) { _ in EmptyView() }.onMove { _, _ in } }"),
        .modifier("deleteDisabled", .modelled, "deleteDisabled(true)"),
        .modifier("moveDisabled", .modelled, "moveDisabled(true)"),
        .modifier("onInsert", .notSimulated, "onInsert(of: []) { _, _ in }"),
        .modifier("refreshable", .modelled, "refreshable { }"),
        .modifier("searchable", .modelled, #"searchable(text: .constant(""))"#),
        .modifier("searchSuggestions", .notSimulated, "searchSuggestions { }"),
        .modifier("searchScopes", .notSimulated, "searchScopes(.constant(1)) { }"),
        .modifier("scrollDisabled", .modelled, "scrollDisabled(true)"),
        .modifier("onDrag", .notSimulated, #"onDrag { 1 }"#),
        .modifier("onDrop", .notSimulated, "onDrop(of: [], isTargeted: nil) { _ in false }"),
        .modifier("draggable", .notSimulated, #"draggable("a")"#),
        .modifier("dropDestination", .notSimulated, "dropDestination(for: String.self) { _, _ in false }"),
        .modifier("tabViewStyle", .modelled, "tabViewStyle(.page)"),
        .modifier("labelStyle", .modelled, "labelStyle(.iconOnly)"),

        // MARK: Decorations: content placed over, under or beside the view
        .modifier("overlay", .modelled, #"overlay { Text("b") }"#, content: .atOnce()),
        .modifier("background", .modelled, "background(Color.blue)", content: .atOnce()),
        .modifier("safeAreaInset", .modelled, #"safeAreaInset(edge: .bottom) { Text("b") }"#, content: .atOnce()),
        .modifier("mask", .inert, "mask { Circle() }", content: .atOnce([nil])),
        .modifier("swipeActions", .modelled, #"swipeActions { Button("Delete") { } }"#, content: .atOnce()),
        .modifier("contextMenu", .modelled, #"contextMenu { Button("Copy") { } }"#, content: .atOnce([nil, "menuItems", "preview"])),

        // MARK: Tabs
        .modifier("tabItem", .modelled, #"tabItem { Text("Tab") }"#, content: .atOnce([nil, "label"])),
        .modifier("tag", .modelled, "tag(1)"),
    ]

    static let presentationModifiers: [Entry] = [
        // MARK: Presentations
        .modifier("sheet", .modelled, #"sheet(isPresented: .constant(false)) { Text("b") }"#, content: .presented()),
        .modifier("fullScreenCover", .modelled, #"fullScreenCover(isPresented: .constant(false)) { Text("b") }"#, content: .presented()),
        .modifier("alert", .modelled, #"alert("T", isPresented: .constant(false)) { Button("OK") { } }"#,
                  content: .presented([nil, "actions", "message"])),
        .modifier("confirmationDialog", .modelled, #"confirmationDialog("T", isPresented: .constant(false)) { Button("OK") { } }"#,
                  content: .presented([nil, "actions", "message"])),
        .modifier("popover", .modelled, #"popover(isPresented: .constant(false)) { Text("b") }"#, content: .presented()),
        .modifier("inspector", .modelled, #"inspector(isPresented: .constant(false)) { Text("b") }"#, content: .presented()),
        .modifier("actionSheet", .modelled, #"actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text("T")) }"#),
        .modifier("fileImporter", .notSimulated, "fileImporter(isPresented: .constant(false), allowedContentTypes: []) { _ in }"),
        .modifier("fileExporter", .notSimulated, "fileExporter(isPresented: .constant(false), document: nil, contentType: .plainText) { _ in }"),
        .modifier("photosPicker", .notSimulated, "photosPicker(isPresented: .constant(false), selection: .constant(nil))"),
        .modifier("interactiveDismissDisabled", .modelled, "interactiveDismissDisabled()"),

        // MARK: Navigation bar and toolbars
        .modifier("navigationDestination", .modelled, #"navigationDestination(for: Int.self) { Text("\($0)") }"#,
                  content: .presented([nil, "destination"])).adding([
            .init(signature: "navigationDestination(item:destination:)", release: .iOS17, trigger: .label("item")),
        ]),
        .modifier("navigationTitle", .modelled, #"navigationTitle("Title")"#),
        .modifier("navigationBarTitle", .modelled, #"navigationBarTitle("Title")"#),
        .modifier("navigationSubtitle", .notSimulated, #"navigationSubtitle("Subtitle")"#).since(iOS: 26),
        .modifier("navigationBarBackButtonHidden", .modelled, "navigationBarBackButtonHidden(true)"),
        .modifier("navigationBarHidden", .modelled, "navigationBarHidden(true)"),
        .modifier("navigationBarItems", .modelled, #"navigationBarItems(trailing: Button("Add") { })"#),
        .modifier("toolbar", .modelled, #"toolbar { Button("Add") { } }"#, content: .atOnce()),
        .modifier("toolbarVisibility", .modelled, "toolbarVisibility(.hidden, for: .tabBar)").since(.iOS18),
    ]
}
