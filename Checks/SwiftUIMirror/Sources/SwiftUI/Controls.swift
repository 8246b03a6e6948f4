// SwiftUI mirror: text, images, buttons, containers and app structure. See Core.swift.
import Foundation

// localizedstringkey (verified: "@frozen struct LocalizedStringKey", iOS 13.0+; the conformances are
//   not in the page excerpt — ExpressibleByStringLiteral is named in its overview)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
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

// _formatspecifiable — the underscored protocol appendInterpolation(_:)-378v9 constrains to (unverified:
//   no page; its requirements are not mirrored). The docs name Int among the conforming types.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int: _FormatSpecifiable {}

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
  // view/foregroundcolor(_:) (verified: the page lists it as deprecated in 27.0 on every platform)
  @available(iOS, introduced: 13.0, deprecated: 27.0)
  @available(macOS, introduced: 10.15, deprecated: 27.0)
  @available(tvOS, introduced: 13.0, deprecated: 27.0)
  @available(watchOS, introduced: 6.0, deprecated: 27.0)
  @available(visionOS, introduced: 1.0, deprecated: 27.0)
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

// button (verified: "nonisolated struct Button<Label> where Label : View", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
  // button/init(action:label:) (verified: @preconcurrency, @MainActor action; the docs' @ContentBuilder
  //   is the Xcode 27 spelling of @ViewBuilder)
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) { fatalError() }
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  // button/init(_:action:)-1asy (verified: the LocalizedStringKey overload)
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) { fatalError() }
}

// primitivebuttonstyle (verified: "@MainActor @preconcurrency protocol PrimitiveButtonStyle")
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

// plainbuttonstyle (verified: "nonisolated struct PlainButtonStyle", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  // plainbuttonstyle/init() (unverified: listed on the type's page; its own page not found)
  public init() { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  // primitivebuttonstyle/plain (verified: iOS 13.0+, @MainActor @preconcurrency;
  // @export(implementation) omitted)
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/buttonstyle(_:)-66fbx (verified: the PrimitiveButtonStyle overload)
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
    _Unimplemented()
  }
}

// scrollview (verified: "nonisolated struct ScrollView<Content> where Content : View", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ScrollView<Content>: View where Content: View {
  // scrollview/init(_:showsindicators:content:) (verified: deprecated in 27.0 except on visionOS; the
  //   docs' @ContentBuilder is the Xcode 27 spelling of @ViewBuilder)
  @available(iOS, introduced: 13.0, deprecated: 27.0)
  @available(macOS, introduced: 10.15, deprecated: 27.0)
  @available(tvOS, introduced: 13.0, deprecated: 27.0)
  @available(watchOS, introduced: 6.0, deprecated: 27.0)
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  // view/scrolldisabled(_:) (verified)
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { _Unimplemented() }
}

// list (verified: "nonisolated struct List<SelectionValue, Content> where SelectionValue : Hashable,
// Content : View", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // list/init(content:) (verified: @ContentBuilder in the docs)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
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

// navigationview (verified: "nonisolated struct NavigationView<Content> where Content : View";
//   deprecated in 27.0; watchOS 7.0+)
@available(iOS, introduced: 13.0, deprecated: 27.0)
@available(macOS, introduced: 10.15, deprecated: 27.0)
@available(tvOS, introduced: 13.0, deprecated: 27.0)
@available(watchOS, introduced: 7.0, deprecated: 27.0)
@available(visionOS, introduced: 1.0, deprecated: 27.0)
nonisolated public struct NavigationView<Content>: View where Content: View {
  // navigationview/init(content:) (verified: deprecated in 27.0 like the type; @ContentBuilder in the
  //   docs)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  public typealias Body = Never
}

// navigationlink (verified: "nonisolated struct NavigationLink<Label, Destination> where Label : View,
// Destination : View", iOS 13.0+)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct NavigationLink<Label, Destination>: View
where Label: View, Destination: View {
  // navigationlink/init(destination:label:)-9dxix (verified: the Destination-value overload, deprecated
  //   in 27.0; @ContentBuilder in the docs)
  @available(iOS, introduced: 13.0, deprecated: 27.0)
  @available(macOS, introduced: 10.15, deprecated: 27.0)
  @available(tvOS, introduced: 13.0, deprecated: 27.0)
  @available(watchOS, introduced: 6.0, deprecated: 27.0)
  @available(visionOS, introduced: 1.0, deprecated: 27.0)
  nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
    fatalError()
  }
  public typealias Body = Never
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

// scenebuilder (verified: "@resultBuilder struct SceneBuilder", iOS 14.0+)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
  // scenebuilder/buildblock(_:) (verified: the parameter-pack overload the page shows;
  // @export(implementation) omitted)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
  where repeat each Content: Scene { fatalError() }
}

// windowgroup (verified: "nonisolated struct WindowGroup<Content> where Content : View", iOS 14.0+)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
  // windowgroup/init(content:) (verified: deprecated in iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
  //   visionOS 2.0 — the page's replacement is init(makeContent:); @ContentBuilder in the docs)
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  @available(macOS, introduced: 11.0, deprecated: 15.0)
  @available(tvOS, introduced: 14.0, deprecated: 18.0)
  @available(watchOS, introduced: 7.0, deprecated: 11.0)
  @available(visionOS, introduced: 1.0, deprecated: 2.0)
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  // (an explicit return keeps the inferred @SceneBuilder from transforming the body)
  public var body: Never { return fatalError() }
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
