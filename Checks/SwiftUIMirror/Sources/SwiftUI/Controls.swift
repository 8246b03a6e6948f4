// SwiftUI mirror: text, images, buttons, containers and app structure. See Core.swift.
import Foundation

// localizedstringkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  public init(_ value: String) { fatalError() }
  public init(stringLiteral value: String) { fatalError() }
  public init(stringInterpolation: DefaultStringInterpolation) { fatalError() }
}

// font
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
  public static let body = Font()
  public static let headline = Font()
  public static let subheadline = Font()
  public static let footnote = Font()
  public static let caption = Font()
  public static let title = Font()
  // font/title2
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2 = Font()
  // font/monospaced()
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospaced() -> Font { fatalError() }
  private init() { fatalError() }
}

// text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  // text/init(verbatim:)
  public init(verbatim content: String) { fatalError() }
  // text/init(_:) (StringProtocol)
  public init<S>(_ content: S) where S: StringProtocol { fatalError() }
  // text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { fatalError() }
  // text/font(_:)
  public func font(_ font: Font?) -> Text { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { _Unimplemented() }
  // view/foregroundcolor(_:) — soft-deprecated (use foregroundStyle(_:))
  nonisolated public func foregroundColor(_ color: Color?) -> some View { _Unimplemented() }
  // view/navigationtitle(_:) (StringProtocol)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    _Unimplemented()
  }
  // view/sheet(ispresented:ondismiss:content:)
  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { _Unimplemented() }
}

// image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
  // image/init(systemname:)
  public init(systemName: String) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
  public typealias Body = Never
}

// button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label>: View where Label: View {
  // button/init(action:label:)
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  // button/init(_:action:) (LocalizedStringKey)
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { fatalError() }
}

// primitivebuttonstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PrimitiveButtonStyle {}

// plainbuttonstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  // primitivebuttonstyle/plain
  public static var plain: PlainButtonStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/buttonstyle(_:) (PrimitiveButtonStyle)
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    _Unimplemented()
  }
}

// scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScrollView<Content>: View where Content: View {
  // scrollview/init(_:showsindicators:content:)
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  // view/scrolldisabled(_:)
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { _Unimplemented() }
}

// list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // list/init(content:)
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

// foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  // foreach/init(_:content:) (Range<Int>)
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // foreach/init(_:content:) (Identifiable elements)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  // foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError() }
}

// navigationview — soft-deprecated (use NavigationStack, iOS 16)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct NavigationView<Content>: View where Content: View {
  // navigationview/init(content:)
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  public typealias Body = Never
}

// navigationlink
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
  // navigationlink/init(destination:label:)
  public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }
  public typealias Body = Never
}

// MARK: - App

// scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    fatalError()
  }
}

// windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content>: Scene where Content: View {
  // windowgroup/init(content:)
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

// app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  // app/main()
  @MainActor @preconcurrency public static func main() { fatalError() }
}
