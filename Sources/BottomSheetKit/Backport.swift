#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import Foundation
  import SwiftUI
  import UIKit

  // The only file of the layer that calls SwiftUI or UIKit API introduced after iOS 15.0.
  // Every such call is under `if #available` with an iOS 15 fallback (`Checks/run` enforces it:
  // the compiler with an iOS 15.0 deployment target, and the script by file).

  @MainActor enum Backport {
    /// Disables scrolling while the content fits: `scrollDisabled(_:)` on iOS 16+; before, the
    /// host model holds the scroll view at its top while the sheet owns every drag of content
    /// that fits (the same result, one frame later at worst).
    struct ScrollDisabled: ViewModifier {
      let isDisabled: Bool

      func body(content: Content) -> some View {
        if #available(iOS 16.0, *) {
          content.scrollDisabled(isDisabled)
        } else {
          content
        }
      }
    }

    /// Stops a hosting controller from adding the window's safe areas to its content: the
    /// sheet applies its own bottom inset (the home indicator's strip, only where the sheet
    /// reaches the screen's edge). `safeAreaRegions` on iOS 16.4+; before, the content's root
    /// ignores the safe area in SwiftUI (`SheetRootView`), with the same result for layout.
    static func disableSafeAreaInsets<Root: View>(of hosting: UIHostingController<Root>) {
      if #available(iOS 16.4, *) {
        hosting.safeAreaRegions = []
      }
    }

    // MARK: iOS 26 (compiled only with an SDK that has these APIs: the iOS 26 SDK, whose
    // FoundationModels framework is new, or the mirror of Checks/run; not for Mac Catalyst,
    // where Apple's pages mark the corner configuration unavailable, nor visionOS, which has no
    // UIGlassEffect: those keep today's look)

    /// Whether this build has the iOS 26 APIs. An app built with an earlier SDK keeps the
    /// earlier design on iOS 26 (Apple's sheets too), and so does this package.
    static var glassCompiled: Bool {
      #if canImport(FoundationModels) && !targetEnvironment(macCatalyst) && !os(visionOS)
        true
      #else
        false
      #endif
    }

    /// The running system's major version (26 on iOS 26.1, 27 on iOS 27): the host's rule
    /// decides with it (`BottomSheetAppearance`). A plain value read at run time, so no availability
    /// check is needed for a version newer than the SDK.
    static var systemMajorVersion: Int {
      ProcessInfo.processInfo.operatingSystemVersion.majorVersion
    }

    /// A Liquid Glass view (`UIGlassEffect` in a `UIVisualEffectView`) on iOS 26 and later; nil
    /// before, where the sheet stays opaque. It is never put under an alpha below 1: UIKit
    /// draws a visual effect view wrongly then (the sheet fades an opaque layer over it).
    static func makeGlassView() -> UIView? {
      #if canImport(FoundationModels) && !targetEnvironment(macCatalyst) && !os(visionOS)
        if #available(iOS 26.0, *) {
          let view = UIVisualEffectView(effect: UIGlassEffect(style: .regular))
          view.isUserInteractionEnabled = false
          return view
        }
      #endif
      return nil
    }

    /// Gives `view` corners concentric with its container's (the display's at the bottom of the
    /// screen), never below `minimum` points, as Apple's iOS 26 sheet has. Returns false before
    /// iOS 26, where the caller rounds the view itself.
    static func setConcentricCorners(of view: UIView, minimum: Double) -> Bool {
      #if canImport(FoundationModels) && !targetEnvironment(macCatalyst) && !os(visionOS)
        if #available(iOS 26.0, *) {
          view.cornerConfiguration = .corners(
            radius: .containerConcentric(minimum: CGFloat(max(0, minimum))))
          return true
        }
      #endif
      return false
    }

    /// Hands `view`'s corners back from the system's to fixed `radii` (leaving the glass look:
    /// the concentric configuration would otherwise stay alongside the layer's own corner
    /// radius). Returns false before iOS 26, where no configuration was set.
    static func setFixedCorners(of view: UIView, radii: CornerRadii) -> Bool {
      #if canImport(FoundationModels) && !targetEnvironment(macCatalyst) && !os(visionOS)
        if #available(iOS 26.0, *) {
          view.cornerConfiguration = .corners(
            topLeftRadius: .fixed(radii.topLeading), topRightRadius: .fixed(radii.topTrailing),
            bottomLeftRadius: .fixed(radii.bottomLeading),
            bottomRightRadius: .fixed(radii.bottomTrailing))
          return true
        }
      #endif
      return false
    }

    /// The header's close button: on iOS 26 and later when `closeRole`, Apple's close role
    /// (`Button(role: .close)`: the system's glyph and its spoken label) drawn in glass as a
    /// circle. Apple shows the close role getting its glass in a toolbar only; the header is no
    /// toolbar, so the glass is asked for (`.buttonStyle(.glass)`,
    /// `.buttonBorderShape(.circle)`), and the 44 × 44 pt around it, Apple's minimum hit
    /// target, take taps too, as the fallback's label does (DEVICE-TEST-PLAN 8.5). `fallback`
    /// otherwise.
    struct CloseButton<Fallback: View>: View {
      let closeRole: Bool
      let action: @MainActor () -> Void
      @ViewBuilder let fallback: Fallback
      /// One close per tap, whichever of the two tap targets answers it (or both).
      @State private var gate = SheetTurnGate()

      var body: some View {
        #if canImport(FoundationModels) && !targetEnvironment(macCatalyst) && !os(visionOS)
          if #available(iOS 26.0, *), closeRole {
            // A frame around a button adds room, not hit area: the 44 × 44 pt around the glass
            // circle take taps of their own (a tap on the circle is the button's).
            Button(role: .close) { gate.run(action) }
              .buttonStyle(.glass)
              .buttonBorderShape(.circle)
              .frame(minWidth: 44, minHeight: 44)
              .contentShape(Rectangle())
              .onTapGesture { gate.run(action) }
          } else {
            fallback
          }
        #else
          fallback
        #endif
      }
    }
  }

  extension SheetSpring {
    /// A sheet spring from SwiftUI's `Spring` (iOS 17), so an app's motion tokens apply to the
    /// sheet unchanged.
    ///
    /// ```swift
    /// Content().bottomSheetSpring(SheetSpring(.snappy))
    /// ```
    ///
    /// It takes the spring's response and damping ratio (`Spring.response`,
    /// `Spring.dampingRatio`), the values ``SheetSpring/init(response:dampingFraction:)`` takes.
    ///
    /// - Parameter spring: SwiftUI's spring.
    @available(iOS 17.0, macOS 14.0, *)
    public init(_ spring: Spring) {
      self.init(response: spring.response, dampingFraction: spring.dampingRatio)
    }
  }
#endif
