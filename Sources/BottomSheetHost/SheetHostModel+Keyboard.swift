#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
@_spi(Lab) import BottomSheetCore

/// The keyboard's slide, followed frame by frame. UIKit announces only where the keyboard will
/// end and how long it takes (`keyboardWillChangeFrame`); the sheet rides on it by moving its
/// base along the same path, re-reported to the engine at every display frame (the engine
/// takes geometry every frame: a sheet resting on its detent keeps its height and its base
/// moves, so nothing springs against the keyboard). Where the layer can read the keyboard's
/// place on screen during the slide (``HostInput/keyboardPresented(top:)``), that reading
/// replaces the host's stand-in curve for the frame.
///
/// Three rules keep the sheet on the keyboard whatever UIKit does first:
///
/// - **Either order.** The keyboard layout guide jumps to a slide's end as the slide begins,
///   and whether UIKit lays the container out for it before or after it posts the frame
///   notification is not documented. A guide reading that no slide is heading to is held
///   until the next display frame (the clock starts for it): a slide announced meanwhile
///   rides its curve from where the keyboard was, and a reading that nothing follows is
///   applied on that frame. Either order gives the same frames.
/// - **One finger, one motion.** While the sheet owns a drag, the engine keeps the keyboard
///   it had when the drag began, and the keyboard's moves meanwhile reach it at the lift (or
///   when the content takes the finger): an interactive keyboard dismissal follows the same
///   finger that drags the sheet, and the sheet's top edge would otherwise move by the finger
///   and the keyboard together, twice as fast as the finger.
/// - **A type of its own.** `KeyboardTop` is a reading that may be "no keyboard" (nil), so
///   a pending or held reading of "no keyboard" is not confused with no reading.
extension SheetHostModel {
  /// A keyboard top edge in container space, nil when no keyboard covers the container.
  struct KeyboardTop: Sendable, Hashable {
    var y: Double?
  }

  /// A keyboard layout guide reading waiting for the next display frame, and when it came.
  struct PendingKeyboard: Sendable, Hashable {
    var top: Double?
    var time: Double
  }

  /// The geometry the engine is told: `geometry` with the keyboard the engine keeps while the
  /// sheet owns a drag (`heldKeyboard`).
  var engineGeometry: HostGeometry {
    guard let heldKeyboard else { return geometry }
    var held = geometry
    held.keyboardTop = heldKeyboard.y
    return held
  }

  /// Whether a keyboard slide announced by ``HostInput/keyboardWillMove(top:duration:)`` is in
  /// flight: while it is, the layer reads the keyboard's place on screen on every display-link
  /// tick and sends it as ``HostInput/keyboardPresented(top:)`` before the tick's
  /// ``HostInput/advance``.
  public var isKeyboardSliding: Bool { keyboardMotion?.announced == true }

  /// A keyboard moving from one overlap of the container's bottom to another.
  struct KeyboardMotion: Sendable {
    /// The keyboard's overlap (points) when the slide began.
    var from: Double
    /// Where its top edge ends (container space), or nil when it leaves the screen.
    var top: Double?
    var start: Double
    var duration: Double
    /// Whether UIKit announced it (`keyboardWillMove`): the keyboard itself is moving, so the
    /// layer's readings of its place on screen replace the curve. False for the sheet's
    /// catch-up after a drag held its base (`syncKeyboardHold`): the keyboard is already in
    /// place, only the sheet's base moves to it.
    var announced = true
  }

  /// How far along its path the keyboard is, 0…1, `elapsed` of `duration` seconds in.
  ///
  /// UIKit animates the keyboard with its own curve (`UIView.AnimationCurve` raw value 7, not
  /// public), a spring without overshoot. This is a critically damped spring,
  /// 1 − (1 + k·s)·e^(−k·s) with s = elapsed / duration, whose k = 6.64 puts it within 1 % of the
  /// end at `duration` (the solution of (1 + k)·e^(−k) = 0.01); it snaps to the end there.
  static func keyboardProgress(elapsed: Double, duration: Double) -> Double {
    guard duration > 0, elapsed < duration else { return 1 }
    let ks = 6.64 * max(0, elapsed) / duration
    return 1 - (1 + ks) * exp(-ks)
  }

  mutating func keyboardWillMove(to top: Double?, over duration: Double, time t: Double) {
    guard duration.isFinite, duration > 0, geometry.isMeasured else {
      if !duration.isFinite {
        report(
          SheetDiagnostic(
            .invalidGeometry, field: "host.keyboardWillMove.duration",
            "non-finite duration: the keyboard moves at once"))
      }
      keyboardMotion = nil
      pendingKeyboard = nil
      presentedKeyboard = nil
      updateGeometry(time: t) { $0.keyboardTop = top }
      return
    }
    // A guide reading that came first (the guide's jump to this slide's end) is superseded:
    // the slide starts from where the keyboard was, as in the other order, and when the guide
    // jumped (UIKit moves the guide as the slide's animation begins).
    var start = t
    if let pending = pendingKeyboard, Self.sameKeyboardTop(pending.top, top) {
      start = min(t, pending.time)
    }
    pendingKeyboard = nil
    presentedKeyboard = nil
    keyboardMotion = KeyboardMotion(
      from: geometry.keyboardHeight, top: top, start: start, duration: duration)
  }

  /// Moves the keyboard (and so the sheet's base) to where it is at `t` on its path, telling
  /// the engine at `engineTime` (earlier than `t` while a finger drags: see `displayFrame`).
  /// A reading of the keyboard's place on screen sent for this frame
  /// (``HostInput/keyboardPresented(top:)``) is taken instead of the curve; one at the slide's
  /// end ends it.
  mutating func followKeyboard(at t: Double, engineTime: Double) {
    guard let motion = keyboardMotion else { return }
    let progress = Self.keyboardProgress(elapsed: t - motion.start, duration: motion.duration)
    let reading = presentedKeyboard
    presentedKeyboard = nil
    let ends = reading.map { Self.sameKeyboardTop($0.y, motion.top) } ?? false
    guard progress < 1, !ends else {
      keyboardMotion = nil
      updateGeometry(time: engineTime) { $0.keyboardTop = motion.top }
      return
    }
    if let reading {
      updateGeometry(time: engineTime) { $0.keyboardTop = reading.y }
      return
    }
    var end = HostGeometry()
    end.containerSize = geometry.containerSize
    end.keyboardTop = motion.top
    let height = motion.from + (end.keyboardHeight - motion.from) * progress
    updateGeometry(time: engineTime) { $0.keyboardTop = $0.containerSize.height - height }
  }
}

extension SheetHostModel {
  /// How far (points) a tracked keyboard top may be from where a slide is heading and still be
  /// that slide's end (UIKit moves the layout guide to the end as the slide starts), and from
  /// the top already known and still be no change.
  static let keyboardTrackingTolerance = 0.5

  /// Whether two keyboard tops are the same place (both none, or within
  /// `keyboardTrackingTolerance`).
  static func sameKeyboardTop(_ a: Double?, _ b: Double?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a?, b?): return abs(a - b) <= keyboardTrackingTolerance
    default: return false
    }
  }

  /// The keyboard layout guide's top, read when the container lays out.
  ///
  /// Nothing happens when an announced slide is heading there (the guide jumps to a slide's
  /// end as the slide begins; the slide keeps riding on its curve) or when it is where the
  /// keyboard already is. Otherwise the reading is held until the next display frame
  /// (`pendingKeyboard`; the clock starts for it): a slide announced meanwhile takes over
  /// (the notification came second), else it is applied on that frame (UIKit is moving the
  /// keyboard under the user's finger, or it was already up when the sheet appeared). Before
  /// the engine exists nothing is on screen, and the reading is taken at once.
  mutating func keyboardTracked(top: Double?, time t: Double) {
    if let top, !top.isFinite {
      report(
        SheetDiagnostic(
          .invalidGeometry, field: "host.keyboardTracked.top", "non-finite keyboard top ignored"))
      return
    }
    let heading = keyboardMotion.map { $0.top } ?? geometry.keyboardTop
    guard !Self.sameKeyboardTop(heading, top) else {
      pendingKeyboard = nil
      return
    }
    guard engine != nil else {
      keyboardMotion = nil
      updateGeometry(time: t) { $0.keyboardTop = top }
      return
    }
    // A reading repeated before the frame keeps the time of the first.
    if let pending = pendingKeyboard, Self.sameKeyboardTop(pending.top, top) { return }
    pendingKeyboard = PendingKeyboard(top: top, time: t)
  }

  /// A display frame: a guide reading still pending is applied (no slide was announced for
  /// it), ending any slide in flight.
  mutating func applyPendingKeyboard(time t: Double) {
    guard let pending = pendingKeyboard else { return }
    pendingKeyboard = nil
    keyboardMotion = nil
    presentedKeyboard = nil
    updateGeometry(time: t) { $0.keyboardTop = pending.top }
  }

  /// The keyboard's top on screen during a slide (``HostInput/keyboardPresented(top:)``): kept
  /// for the next display frame, where it replaces the stand-in curve. Outside a slide it says
  /// nothing the guide's own readings do not, and is ignored.
  mutating func keyboardPresented(top: Double?, time t: Double) {
    if let top, !top.isFinite {
      report(
        SheetDiagnostic(
          .invalidGeometry, field: "host.keyboardPresented.top",
          "non-finite keyboard top ignored"))
      return
    }
    guard isKeyboardSliding else { return }
    presentedKeyboard = KeyboardTop(y: top)
  }

  /// How long the sheet's base takes to catch up with a keyboard that moved while a drag held
  /// it: a keyboard slide's usual duration.
  static let keyboardCatchUpDuration = 0.25

  /// Starts or ends the keyboard hold (`heldKeyboard`) after an input: on while the sheet
  /// owns a drag, off otherwise.
  ///
  /// Ending it (the lift, or the content taking the finger) moves the engine's keyboard from
  /// where it was held to where the keyboard is (or is heading), on the keyboard's curve over
  /// `keyboardCatchUpDuration` (or what is left of a slide in flight, if longer), as a slide
  /// that starts where the base is: told at once, the engine would keep the sheet's height
  /// and its top edge would jump by the keyboard's whole move (100 pt for a keyboard the
  /// finger pulled down 100 pt).
  mutating func syncKeyboardHold(time t: Double) {
    var sheetDrag = false
    if touch?.engaged == true, let engine {
      let layout = engine.layout(at: t)
      sheetDrag = layout.phase == .dragging && layout.dragOwner == .sheet
    }
    if sheetDrag {
      if heldKeyboard == nil { heldKeyboard = KeyboardTop(y: geometry.keyboardTop) }
      return
    }
    guard let held = heldKeyboard else { return }
    heldKeyboard = nil
    var destination = geometry.keyboardTop
    var duration = Self.keyboardCatchUpDuration
    if let motion = keyboardMotion {
      destination = motion.top
      duration = max(duration, motion.start + motion.duration - t)
    }
    if let pending = pendingKeyboard {
      destination = pending.top
      pendingKeyboard = nil
    }
    // The engine has the held keyboard: the geometry says so again, and the catch-up slides
    // from there.
    geometry.keyboardTop = held.y
    guard held.y != destination else {
      keyboardMotion = nil
      return
    }
    // Not the keyboard's own path (the layer's readings of it would put the base back where
    // the keyboard is, in one frame): the base's way from where it was held.
    keyboardMotion = KeyboardMotion(
      from: geometry.keyboardHeight, top: destination, start: t, duration: duration,
      announced: false)
  }

  /// The keyboard's top edge in container space from the keyboard layout guide's top, or nil
  /// when no keyboard covers the container.
  ///
  /// With the keyboard down, UIKit puts the guide's top at the bottom of the safe area (its
  /// height is the home indicator's strip), so a top no higher than that, within half a point,
  /// is no keyboard. A top that is not finite is no reading either.
  public static func keyboardGuideTop(
    _ guideTop: Double, containerHeight: Double, bottomSafeArea: Double
  ) -> Double? {
    guard guideTop.isFinite, containerHeight.isFinite else { return nil }
    let safeBottom = bottomSafeArea.isFinite ? max(0, bottomSafeArea) : 0
    return guideTop < containerHeight - safeBottom - 0.5 ? guideTop : nil
  }

  /// The keyboard's top edge in container space from a keyboard frame, or what to do with it.
  ///
  /// UIKit reports the keyboard's frame in the screen's coordinate space; the layer converts it
  /// into the container's (Split View, Slide Over and Stage Manager put a window anywhere on the
  /// screen, so a window-space reading is wrong there). A keyboard of another app
  /// (`UIKeyboardIsLocalUserInfoKey` false) or of another scene of this app (the sheet's window
  /// is not the key window) is ignored: it belongs to a text field the sheet has nothing to do
  /// with, although its frame may cover the container. A frame with no height, or entirely
  /// outside the container, is a hidden keyboard; so is one that does not reach the
  /// container's bottom edge (within a point): an undocked, split or floating iPad keyboard
  /// floats over the screen, and the sheet does not ride on it. The keyboard layout guide says
  /// the same of such a keyboard (with `followsUndockedKeyboard` false, the default, its top
  /// is the safe area's bottom), and UIKit has posted odd end frames for an undocked or split
  /// keyboard (`{{0, -264}, {768, 304}}`), which must not lift the sheet off screen.
  ///
  /// - Parameters:
  ///   - frame: The keyboard's end frame in the container's space.
  ///   - containerSize: The container's size.
  ///   - isLocal: Whether the keyboard belongs to this app.
  ///   - isKeyWindow: Whether the container's window is the key window (its scene has the
  ///     keyboard's text field).
  public static func keyboardReading(
    frame: SheetRect, containerSize: SheetSize, isLocal: Bool, isKeyWindow: Bool
  ) -> KeyboardReading {
    guard isLocal, isKeyWindow else { return .ignored }
    let finite =
      frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
      && containerSize.width.isFinite && containerSize.height.isFinite
    guard finite else { return .ignored }
    let overlaps =
      frame.height > 0 && frame.y < containerSize.height && frame.y + frame.height > 0
      && frame.x < containerSize.width && frame.x + frame.width > 0
    let docked = frame.y + frame.height >= containerSize.height - 1
    return overlaps && docked ? .top(frame.y) : .hidden
  }
}

/// What a keyboard frame means for a sheet (``SheetHostModel/keyboardReading(frame:containerSize:isLocal:isKeyWindow:)``).
public enum KeyboardReading: Sendable, Hashable {
  /// Not this sheet's keyboard (another app's or another scene's), or not a frame: no input.
  case ignored
  /// No keyboard covers the container.
  case hidden
  /// The keyboard's top edge in container space.
  case top(Double)

  /// The keyboard's top for ``HostInput/keyboardWillMove(top:duration:)`` (nil: hidden), or nil
  /// when ignored (check `isIgnored` first).
  public var top: Double? {
    if case let .top(y) = self { return y }
    return nil
  }

  /// Whether the reading is to be ignored.
  public var isIgnored: Bool { self == .ignored }
}
