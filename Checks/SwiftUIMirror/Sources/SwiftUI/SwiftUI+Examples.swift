// SwiftUI mirror: what the examples for issue #20 use beyond the layer's needs (an alert, a text
// editor, wheel date and value pickers, tags, hidden labels). Conventions as in Core.swift: each
// declaration as the iOS 18.6 SDK's SwiftUI / SwiftUICore .swiftinterface declares it, proven by
// Checks/prove-mirror (underscored declarations are not in symbol graphs: checked by hand against
// the interface, and listed so in MIRRORED.md). Bodies are fatalError(): type-checking only.

// MARK: - Alert

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  // view/alert(_:ispresented:actions:message:)-8dvt8 — iOS 18.6 SDK: the LocalizedStringKey
  //   overload, iOS 15.0
  nonisolated public func alert<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View { _Unimplemented() }
}

// MARK: - Text editor

// texteditor — iOS 18.6 SDK: "public struct TextEditor : SwiftUICore.View" (iOS 14.0, macOS 11.0,
// tvOS and watchOS unavailable; not isolated: see TupleView), Sendable unavailable
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct TextEditor: View {
  // texteditor/init(text:)
  public init(text: Binding<String>) { fatalError() }
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(*, unavailable)
extension TextEditor: Sendable {}

// MARK: - Labels

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/labelshidden() — iOS 18.6 SDK
  nonisolated public func labelsHidden() -> some View { _Unimplemented() }
  // view/tag(_:includeoptional:) — iOS 18.6 SDK (SwiftUICore, @_alwaysEmitIntoClient, so iOS 13.0
  //   like its extension)
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
  where V: Hashable { _Unimplemented() }
}

// MARK: - Date picker

// datepicker — iOS 18.6 SDK: "public struct DatePicker<Label> : SwiftUICore.View where Label :
// SwiftUICore.View" (iOS 13.0, macOS 10.15, watchOS 10.0, tvOS unavailable; not isolated),
// Sendable unavailable
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
nonisolated public struct DatePicker<Label>: View where Label: View {
  // datepicker/components
  public typealias Components = DatePickerComponents
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(*, unavailable)
extension DatePicker: Sendable {}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
  // datepicker/init(_:selection:displayedcomponents:) — iOS 18.6 SDK: the LocalizedStringKey
  //   overload, with this default
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) { fatalError() }
}

// datepickercomponents — iOS 18.6 SDK: "public struct DatePickerComponents : Swift.OptionSet,
// Swift.Sendable" (watchOS's hourMinuteAndSecond, iOS unavailable, not mirrored)
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { fatalError() }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  public static let date = DatePickerComponents(rawValue: 2)
}

// datepickerstyle — iOS 18.6 SDK: "@preconcurrency @MainActor public protocol DatePickerStyle", with
// all its requirements (the underscored ones copied from SwiftUI.swiftinterface, so that only the
// SDK's styles conform)
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
@preconcurrency @MainActor public protocol DatePickerStyle {
  associatedtype Body: View
  @available(iOS 16.0, macOS 13.0, *)
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  @available(iOS 16.0, macOS 13.0, *)
  typealias Configuration = DatePickerStyleConfiguration
  associatedtype _Body: View = EmptyView
  @ViewBuilder @MainActor @preconcurrency func _body(configuration: DatePicker<Self._Label>)
    -> Self._Body
  typealias _Label = _DatePickerStyleLabel
}

// The SDK's default `_body` (iOS 18.6 SDK: "extension SwiftUI.DatePickerStyle where Self._Body ==
// SwiftUICore.EmptyView"; underscored, checked by hand).
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePickerStyle where Self._Body == EmptyView {
  @MainActor @preconcurrency public func _body(configuration: DatePicker<Self._Label>)
    -> EmptyView
  { fatalError() }
}

// datepickerstyleconfiguration — iOS 18.6 SDK: "public struct DatePickerStyleConfiguration"
// (iOS 16.0, macOS 13.0, watchOS 10.0, tvOS unavailable; members not mirrored), Sendable
// unavailable
@available(iOS 16.0, macOS 13.0, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerStyleConfiguration {}

@available(*, unavailable)
extension DatePickerStyleConfiguration: Sendable {}

// _datepickerstylelabel — iOS 18.6 SDK (underscored, checked by hand): "public struct
// _DatePickerStyleLabel : SwiftUICore.View", Body = Never, Sendable unavailable
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
nonisolated public struct _DatePickerStyleLabel: View {
  public typealias Body = Never
}

@available(*, unavailable)
extension _DatePickerStyleLabel: Sendable {}

// wheeldatepickerstyle — iOS 18.6 SDK: "@MainActor @preconcurrency public struct
// WheelDatePickerStyle : SwiftUI.DatePickerStyle" (iOS 13.0, watchOS 10.0, macOS and tvOS
// unavailable), Sendable unavailable
@available(iOS 13.0, watchOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct WheelDatePickerStyle: DatePickerStyle {
  @MainActor @preconcurrency public init() { fatalError() }
  @available(iOS 16.0, *)
  @MainActor @preconcurrency public func makeBody(
    configuration: WheelDatePickerStyle.Configuration
  ) -> some View { _Unimplemented() }
}

@available(*, unavailable)
extension WheelDatePickerStyle: Sendable {}

@available(iOS 13.0, watchOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension DatePickerStyle where Self == WheelDatePickerStyle {
  // datepickerstyle/wheel (@_alwaysEmitIntoClient omitted)
  @MainActor @preconcurrency public static var wheel: WheelDatePickerStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension View {
  // view/datepickerstyle(_:)
  nonisolated public func datePickerStyle<S>(_ style: S) -> some View where S: DatePickerStyle {
    _Unimplemented()
  }
}

// MARK: - Picker

// picker — iOS 18.6 SDK: "public struct Picker<Label, SelectionValue, Content> : SwiftUICore.View
// where Label : SwiftUICore.View, SelectionValue : Swift.Hashable, Content : SwiftUICore.View"
// (not isolated), Sendable unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Picker<Label, SelectionValue, Content>: View
where Label: View, SelectionValue: Hashable, Content: View {
  @MainActor @preconcurrency public var body: some View { _Unimplemented() }
}

@available(*, unavailable)
extension Picker: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker where Label == Text {
  // picker/init(_:selection:content:) — iOS 18.6 SDK: the LocalizedStringKey overload
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
}

// pickerstyle — iOS 18.6 SDK: "public protocol PickerStyle"; its requirements are underscored
// (not in symbol graphs: checked by hand), copied from SwiftUI.swiftinterface so that only the
// SDK's styles conform
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PickerStyle {
  static func _makeView<SelectionValue>(
    value: _GraphValue<_PickerValue<Self, SelectionValue>>, inputs: _ViewInputs
  ) -> _ViewOutputs where SelectionValue: Hashable
  static func _makeViewList<SelectionValue>(
    value: _GraphValue<_PickerValue<Self, SelectionValue>>, inputs: _ViewListInputs
  ) -> _ViewListOutputs where SelectionValue: Hashable
}

// _pickervalue — iOS 18.6 SDK (underscored, checked by hand): "public struct _PickerValue<Style,
// SelectionValue> where Style : SwiftUI.PickerStyle, SelectionValue : Swift.Hashable", Sendable
// unavailable
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _PickerValue<Style, SelectionValue>
where Style: PickerStyle, SelectionValue: Hashable {}

@available(*, unavailable)
extension _PickerValue: Sendable {}

// _graphvalue, _viewinputs, _viewoutputs, _viewlistinputs, _viewlistoutputs — iOS 18.6 SDK
// (SwiftUICore, underscored, checked by hand): public structs, iOS 13.0, Sendable unavailable;
// only what PickerStyle's requirements name (no members but _GraphValue's Equatable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _GraphValue<Value>: Equatable {
  public static func == (a: _GraphValue<Value>, b: _GraphValue<Value>) -> Bool { fatalError() }
}

@available(*, unavailable)
extension _GraphValue: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewInputs {}

@available(*, unavailable)
extension _ViewInputs: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewOutputs {}

@available(*, unavailable)
extension _ViewOutputs: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewListInputs {}

@available(*, unavailable)
extension _ViewListInputs: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewListOutputs {}

@available(*, unavailable)
extension _ViewListOutputs: Sendable {}

// wheelpickerstyle — iOS 18.6 SDK: "public struct WheelPickerStyle : SwiftUI.PickerStyle" (iOS
// 13.0, watchOS 6.0, macOS and tvOS unavailable), Sendable unavailable
@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelPickerStyle: PickerStyle {
  // wheelpickerstyle/init()
  public init() { fatalError() }
  public static func _makeView<SelectionValue>(
    value: _GraphValue<_PickerValue<WheelPickerStyle, SelectionValue>>, inputs: _ViewInputs
  ) -> _ViewOutputs where SelectionValue: Hashable { fatalError() }
  public static func _makeViewList<SelectionValue>(
    value: _GraphValue<_PickerValue<WheelPickerStyle, SelectionValue>>, inputs: _ViewListInputs
  ) -> _ViewListOutputs where SelectionValue: Hashable { fatalError() }
}

@available(*, unavailable)
extension WheelPickerStyle: Sendable {}

@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension PickerStyle where Self == WheelPickerStyle {
  // pickerstyle/wheel (@_alwaysEmitIntoClient omitted)
  public static var wheel: WheelPickerStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // view/pickerstyle(_:)
  nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle {
    _Unimplemented()
  }
}
