// SwiftUI mirror: text, images, buttons, containers and app structure. See Core.swift.
import Foundation

// localizedstringkey (verified: "@frozen struct LocalizedStringKey", iOS 13.0+; iOS 18.6 SDK: Equatable,
//   ExpressibleByStringInterpolation; its Sendable conformance is unavailable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // localizedstringkey/init(_:) (verified)
  public init(_ value: String) { fatalError() }
  // localizedstringkey/init(stringliteral:) (verified)
  public init(stringLiteral value: String) { fatalError() }
  // localizedstringkey/init(stringinterpolation:) (verified: takes LocalizedStringKey.StringInterpolation)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

  // localizedstringkey/stringinterpolation (verified: "struct StringInterpolation", iOS 13.0+; only the
  //   members the layer's interpolations reach are declared)
  public struct StringInterpolation: StringInterpolationProtocol {
    // localizedstringkey/stringinterpolation/init(literalcapacity:interpolationcount:) (unverified: no
    //   SwiftUI page found; the signature is StringInterpolationProtocol's requirement)
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
    // localizedstringkey/stringinterpolation/appendliteral(_:) (verified)
    public mutating func appendLiteral(_ literal: String) { fatalError() }
    // localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9 (verified)
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      fatalError()
    }
  }
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

// _formatspecifiable — the underscored protocol appendInterpolation(_:)-378v9 constrains to; iOS 18.6
//   SDK (underscored, so not in the symbol graphs: checked by hand), with all its requirements.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: Self._Arg { get }
  var _specifier: String { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int: _FormatSpecifiable {
  public var _arg: Int { fatalError() }
  public var _specifier: String { fatalError() }
}

// font (verified: "@frozen struct Font", iOS 13.0+; the conformances are not in the page excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
  // font/headline (verified)
  public static let headline = Font()
  // font/footnote (unverified: no page found)
  public static let footnote = Font()
  // font/title2 (unverified: no page found; title3, listed beside it, is iOS 14.0+)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2 = Font()
  // font/monospaced() (verified)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospaced() -> Font { fatalError() }
  private init() { fatalError() }
}

// text (verified: "@frozen struct Text", iOS 13.0+; the conformances are not in the page excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  // text/init(verbatim:) (verified)
  public init(verbatim content: String) { fatalError() }
  // text/init(_:)-9d1g4 (verified)
  public init<S>(_ content: S) where S: StringProtocol { fatalError() }
  // text/init(_:tablename:bundle:comment:) (verified)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { fatalError() }
  // text/font(_:) (verified)
  nonisolated public func font(_ font: Font?) -> Text { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/font(_:) (verified)
  nonisolated public func font(_ font: Font?) -> some View { _Unimplemented() }
  // view/foregroundcolor(_:) (iOS 18.6 SDK: deprecated "in a future version", renamed
  //   foregroundStyle(_:); the current page says 27.0)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> some View { _Unimplemented() }
  // view/navigationtitle(_:)-43srq (verified: the LocalizedStringKey overload, which string literals
  //   resolve to)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    _Unimplemented()
  }
  // view/sheet(ispresented:ondismiss:content:) (verified: the docs' @ContentBuilder is the Xcode 27
  //   spelling of @ViewBuilder)
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { _Unimplemented() }
  // view/fullscreencover(ispresented:ondismiss:content:)
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { _Unimplemented() }
}

// image (verified: "@frozen struct Image", iOS 13.0+; the conformances are not in the page excerpt)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
  // image/init(systemname:) (verified: macOS 11.0+, the other platforms as the type)
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
  public init(systemName: String) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
  public typealias Body = Never
}

// button — iOS 18.6 SDK: "public struct Button<Label> : View where Label : View" (not isolated: see
//   TupleView)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
  // button/init(action:label:) (verified: @preconcurrency, @MainActor action; the docs' @ContentBuilder
  //   is the Xcode 27 spelling of @ViewBuilder)
  @preconcurrency public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) { fatalError() }
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  // button/init(_:action:)-1asy (verified: the LocalizedStringKey overload)
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) { fatalError() }
}

// buttonrole (iOS 18.6 SDK: "public struct ButtonRole : Swift.Equatable, Swift.Sendable"; only
//   the iOS 26 role is mirrored)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  /// documentation: https://developer.apple.com/documentation/swiftui/buttonrole/close
  /// (`static let close: ButtonRole`: "A role that indicates a button that closes the current
  /// operation.")
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  public static let close: ButtonRole = { fatalError() }()
}

/// documentation: https://developer.apple.com/documentation/swiftui/defaultbuttonlabel
/// (`nonisolated struct DefaultButtonLabel`, conforming to View: "The default label to use for a
/// button.")
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
nonisolated public struct DefaultButtonLabel: View {
  /// mirror-only: a Swift `View` conformance needs its `Body`; Apple's DefaultButtonLabel page
  /// lists no members (a primitive view, whose body is the system's), so `Never`, as every
  /// primitive view of the SDK declares it.
  public typealias Body = Never
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension Button where Label == DefaultButtonLabel {
  /// documentation: https://developer.apple.com/documentation/swiftui/button/init(role:action:)
  /// (`@preconcurrency nonisolated init(role: ButtonRole, action: @escaping @MainActor () ->
  /// Void)`: "Creates a button that displays a default label.")
  @preconcurrency nonisolated public init(role: ButtonRole, action: @escaping @MainActor () -> Void)
  { fatalError() }
}

// primitivebuttonstyle (verified: "@MainActor @preconcurrency protocol PrimitiveButtonStyle"; all
//   its requirements, as the iOS 18.6 SDK declares them)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

// primitivebuttonstyleconfiguration (iOS 18.6 SDK; `role` (iOS 15) not mirrored)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PrimitiveButtonStyleConfiguration {
  @MainActor @preconcurrency public struct Label: View {
    public typealias Body = Never
  }
  public let label: PrimitiveButtonStyleConfiguration.Label
  public func trigger() { fatalError() }
}

@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration.Label: Sendable {}

// plainbuttonstyle — iOS 18.6 SDK: "public struct PlainButtonStyle : PrimitiveButtonStyle"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  // plainbuttonstyle/init()
  public init() { fatalError() }
  // plainbuttonstyle/makebody(configuration:)
  @MainActor @preconcurrency public func makeBody(configuration: PlainButtonStyle.Configuration)
    -> some View
  { _Unimplemented() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  // primitivebuttonstyle/plain (verified: iOS 13.0+, @MainActor @preconcurrency;
  // @export(implementation) omitted)
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { fatalError() }
}

/// documentation: https://developer.apple.com/documentation/swiftui/glassbuttonstyle
/// (`nonisolated struct GlassButtonStyle`: "A button style that applies glass border artwork
/// based on the button's context."; iOS, iPadOS, Mac Catalyst, macOS, tvOS, watchOS 26.0, no
/// visionOS)
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
  /// documentation: https://developer.apple.com/documentation/swiftui/glassbuttonstyle/init()
  /// (`nonisolated init()`: "Creates a glass button style.")
  public init() { fatalError() }
  /// mirror-only: the PrimitiveButtonStyle conformance needs `makeBody(configuration:)`; it is
  /// declared as Apple's page for GlassProminentButtonStyle/makeBody(configuration:) declares
  /// that style's (`nonisolated func makeBody(configuration:) -> some View`).
  public func makeBody(configuration: GlassButtonStyle.Configuration) -> some View {
    _Unimplemented()
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// documentation: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass
  /// (`@export(implementation) nonisolated static var glass: GlassButtonStyle { get }`: "A
  /// button style that applies a Liquid Glass effect based on the button's context.";
  /// @export(implementation) omitted)
  nonisolated public static var glass: GlassButtonStyle { fatalError() }
}

// buttonbordershape — iOS 18.6 SDK: "public struct ButtonBorderShape : Swift.Equatable,
//   Swift.Sendable" (https://developer.apple.com/documentation/swiftui/buttonbordershape; only
//   `circle` is mirrored; the Shape conformances (iOS 17) are not)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonBorderShape: Equatable, Sendable {
  // buttonbordershape/circle (https://developer.apple.com/documentation/swiftui/buttonbordershape/circle:
  //   `static let circle: ButtonBorderShape`, iOS 17.0, macOS 14.0, tvOS 16.4, watchOS 10.0)
  @available(iOS 17.0, macOS 14.0, tvOS 16.4, watchOS 10.0, *)
  public static let circle: ButtonBorderShape = { fatalError() }()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // view/buttonbordershape(_:) (https://developer.apple.com/documentation/swiftui/view/buttonbordershape(_:):
  //   `nonisolated func buttonBorderShape(_ shape: ButtonBorderShape) -> some View`; the SDK's is
  //   @inlinable)
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    _Unimplemented()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/buttonstyle(_:)-66fbx (verified: the PrimitiveButtonStyle overload)
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    _Unimplemented()
  }
}

// scrollview — iOS 18.6 SDK: "public struct ScrollView<Content> : View where Content : View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ScrollView<Content>: View where Content: View {
  // scrollview/init(_:showsindicators:content:) (iOS 18.6 SDK: deprecated "in a future version" except
  //   on visionOS, with this message; the current page says 27.0)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  // view/scrolldisabled(_:) (verified)
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { _Unimplemented() }
}

// list — iOS 18.6 SDK: "@MainActor @preconcurrency public struct List<SelectionValue, Content> : View
// where SelectionValue : Hashable, Content : View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(*, unavailable)
extension List: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // list/init(content:) (iOS 18.6 SDK: @MainActor @preconcurrency)
  @MainActor @preconcurrency public init(@ViewBuilder content: () -> Content) { fatalError() }
  // list/init(_:rowcontent:)-4ut4u (iOS 18.6 SDK: the Range<Int> overload, @MainActor @preconcurrency)
  @MainActor @preconcurrency public init<RowContent>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View { fatalError() }
}

// section — iOS 18.6 SDK: "public struct Section<Parent, Content, Footer>", View where all three
// are views, Sendable unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {}

@available(*, unavailable)
extension Section: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  // section/init(content:)
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

// toggle — iOS 18.6 SDK: "public struct Toggle<Label> : View where Label : View" (not isolated: see
// TupleView), Sendable unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Toggle<Label>: View where Label: View {
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(*, unavailable)
extension Toggle: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
  // toggle/init(_:ison:)-8qx3l (the LocalizedStringKey overload)
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
}

// textfield — iOS 18.6 SDK: "public struct TextField<Label> : View where Label : View",
// Sendable unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TextField<Label>: View where Label: View {
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(*, unavailable)
extension TextField: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
  // textfield/init(_:text:)-4t5rl (the LocalizedStringKey overload)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
}

// textfieldstyle — iOS 18.6 SDK: its requirements are underscored (out of the symbol graphs),
// copied from SwiftUI.swiftinterface so that only the SDK's styles conform
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol TextFieldStyle {
  associatedtype _Body: View
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
  typealias _Label = _TextFieldStyleLabel
}

// _textfieldstylelabel — iOS 18.6 SDK (underscored, so not in the symbol graphs: checked by hand):
// "public struct _TextFieldStyleLabel : SwiftUICore.View", Sendable unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _TextFieldStyleLabel: View {
  public typealias Body = Never
}

@available(*, unavailable)
extension _TextFieldStyleLabel: Sendable {}

// roundedbordertextfieldstyle — iOS 18.6 SDK: iOS 13.0, macOS 10.15, tvOS and watchOS unavailable;
// Sendable unavailable
@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() { fatalError() }
  public func _body(configuration: TextField<RoundedBorderTextFieldStyle._Label>) -> some View {
    _Unimplemented()
  }
}

@available(*, unavailable)
extension RoundedBorderTextFieldStyle: Sendable {}

@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  // textfieldstyle/roundedborder
  public static var roundedBorder: RoundedBorderTextFieldStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/textfieldstyle(_:)
  nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle {
    _Unimplemented()
  }
}

// label — iOS 18.6 SDK: "public struct Label<Title, Icon> : View where Title : View, Icon : View"
// (iOS 14.0), Sendable unavailable
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(*, unavailable)
extension Label: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  // label/init(_:systemimage:)-9ll7p (the LocalizedStringKey overload)
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    fatalError()
  }
}

// tabview — iOS 18.6 SDK: "public struct TabView<SelectionValue, Content> : View where
// SelectionValue : Hashable, Content : View" (watchOS 7.0), Sendable unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  // tabview/init(selection:content:) (iOS 18.6 SDK: deprecated "in a future version" with this
  // message; the simulator suite switches tabs through it)
  @available(iOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  @available(macOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  @available(tvOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  @available(watchOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(*, unavailable)
extension TabView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView where SelectionValue == Int {
  // tabview/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/tabitem(_:) (iOS 18.6 SDK: deprecated "in a future version" with this message; watchOS 7.0)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    _Unimplemented()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  // view/toolbar(content:)-5w0tj (the View overload)
  nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
  where Content: View { _Unimplemented() }
}

// foreach (verified: "struct ForEach<Data, ID, Content> where Data : RandomAccessCollection,
// ID : Hashable", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  // foreach/init(_:content:)-ktgx (verified: the Range<Int> overload; @export(implementation) omitted,
  // @ContentBuilder in the docs)
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  // foreach/init(_:id:content:) (unverified: no page found for the View overload; the search returns
  //   only MapKit's)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError() }
}

// navigationview — iOS 18.6 SDK: "public struct NavigationView<Content> : View where Content : View",
//   deprecated "in a future version" (the current page says 27.0); watchOS 7.0+
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content>: View where Content: View {
  // navigationview/init(content:)
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  public typealias Body = Never
}

// navigationlink — iOS 18.6 SDK: "public struct NavigationLink<Label, Destination> : View where
// Label : View, Destination : View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct NavigationLink<Label, Destination>: View
where Label: View, Destination: View {
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink where Label: View, Destination: View {
  // navigationlink/init(destination:label:)-9dxix (the Destination-value overload; iOS 18.6 SDK:
  //   deprecated "in a future version" with this message, in an extension with these constraints)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    fatalError()
  }
}

// MARK: - App

// scene (verified: "@MainActor @preconcurrency protocol Scene", iOS 14.0+)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
  // scene/body-swift.associatedtype (unverified: page not looked up; App's is "associatedtype Body : Scene")
  associatedtype Body: Scene
  // scene/body-swift.property (verified)
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// scenebuilder (verified: "@resultBuilder struct SceneBuilder", iOS 14.0+; visionOS 1.0 in the SDK)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder public struct SceneBuilder {
  // scenebuilder/buildblock(_:) (verified: the parameter-pack overload the page shows;
  // @export(implementation) omitted)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
  where repeat each Content: Scene { fatalError() }
}

// windowgroup — iOS 18.6 SDK: "public struct WindowGroup<Content> : Scene where Content : View"
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
  // windowgroup/init(content:) (iOS 18.6 SDK: deprecated in iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
  //   visionOS 2.0, renamed init(makeContent:), with this message except on visionOS)
  @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use the initializer which takes an escaping view builder instead.", renamed: "init(makeContent:)")
  @available(macOS, introduced: 11.0, deprecated: 15.0, message: "Use the initializer which takes an escaping view builder instead.", renamed: "init(makeContent:)")
  @available(tvOS, introduced: 14.0, deprecated: 18.0, message: "Use the initializer which takes an escaping view builder instead.", renamed: "init(makeContent:)")
  @available(watchOS, introduced: 7.0, deprecated: 11.0, message: "Use the initializer which takes an escaping view builder instead.", renamed: "init(makeContent:)")
  @available(visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(makeContent:)")
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  @MainActor @preconcurrency public var body: some Scene { _UnimplementedScene() }
}

/// The underlying type of the mirror's opaque `some Scene` results (see `_Unimplemented`).
struct _UnimplementedScene: Scene {
  var body: Never { return fatalError() }
  init() { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

// app (verified: "@MainActor @preconcurrency protocol App", iOS 14.0+)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
  // app/body-swift.associatedtype (verified)
  associatedtype Body: Scene
  // app/body-swift.property (verified)
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // app/init() (verified)
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  // app/main() (verified)
  @MainActor @preconcurrency public static func main() { fatalError() }
}
