#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI

  /// What covers the screen behind a modal or floating sheet: a dim, a colour, a material, or
  /// a view of your own. Set it with `bottomSheetBackdrop(_:)`.
  ///
  /// ```swift
  /// Filters()
  ///   .bottomSheetBackdrop(.material(.thin))
  /// ```
  ///
  /// Whatever it shows, the backdrop fades in and out with the sheet: the engine computes its
  /// opacity every frame, 0 at and below the largest undimmed detent (or the hidden position)
  /// and rising to the backdrop's `opacity` at the next detent, and the backdrop is drawn at
  /// that opacity. What a touch on it does stays the package's: a tap does
  /// `bottomSheetBackdropTap`, an undimmed part lets touches through to the screen behind, and
  /// VoiceOver reads it as "Dismiss" where tapping it dismisses. A backdrop you draw only
  /// changes how it looks.
  ///
  /// Under Reduce Transparency a material becomes a dim (black at 0.4 of the material's
  /// strength) that follows the same curve: with that setting on, UIKit draws a blur as an
  /// almost opaque fill, which would hide the screen behind.
  public struct BottomSheetBackdrop {
    /// What the backdrop draws.
    enum Kind {
      case color(Color)
      case material(Material)
      case view(AnyView)
    }

    let kind: Kind
    /// The opacity at full strength: what the engine's curve rises to. Not clamped here: the
    /// engine's configuration clamps it to 0…1 (or replaces a non-finite value by 0.4) with a
    /// diagnostic the trace shows.
    let opacity: Double

    /// The package's default: black at 0.4, as a sheet dims the screen without this modifier.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetBackdrop(.dim)
    /// ```
    public static var dim: BottomSheetBackdrop { .dim(0.4) }

    /// Black at `opacity` when the sheet rests above its undimmed detents.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetBackdrop(.dim(0.6))
    /// ```
    ///
    /// An opacity of 0 (here or in any other backdrop) draws nothing and blocks nothing: the
    /// engine's backdrop blocks touches only where its opacity is above 0, so the screen behind
    /// stays usable, as with `bottomSheetBackgroundInteraction(.enabled)`.
    ///
    /// - Parameter opacity: The opacity at full strength, 0…1 (clamped, with a diagnostic).
    public static func dim(_ opacity: Double) -> BottomSheetBackdrop {
      BottomSheetBackdrop(kind: .color(.black), opacity: opacity)
    }

    /// A colour at `opacity` when the sheet rests above its undimmed detents.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetBackdrop(.color(.indigo, opacity: 0.3))
    /// ```
    ///
    /// The colour's own alpha multiplies `opacity`: `.color(.black.opacity(0.5), opacity: 1)`
    /// and `.dim(0.5)` look the same.
    ///
    /// - Parameters:
    ///   - color: The colour. A dynamic colour follows the sheet's colour scheme.
    ///   - opacity: The opacity at full strength, 0…1 (clamped, with a diagnostic); 0.4, the
    ///     dim's, by default.
    public static func color(_ color: Color, opacity: Double = 0.4) -> BottomSheetBackdrop {
      BottomSheetBackdrop(kind: .color(color), opacity: opacity)
    }

    /// A system material that blurs the screen behind, like a `UIBlurEffect`'s system
    /// materials (iOS 13 and later, so every iOS this package runs on).
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetBackdrop(.material(.thin))
    /// ```
    ///
    /// The material follows the sheet's colour scheme. Its strength follows the engine's curve,
    /// from no blur at the undimmed detent to `opacity` of the material at the next one; the
    /// blur is never drawn under an alpha below 1, which UIKit's `UIVisualEffectView` does not
    /// support. Under Reduce Transparency it is drawn as a dim of 0.4 × its strength.
    ///
    /// - Parameters:
    ///   - material: How much the material blurs and tints.
    ///   - opacity: The material's strength at full strength, 0…1 (clamped, with a
    ///     diagnostic); 1, the whole material, by default.
    public static func material(_ material: Material = .regular, opacity: Double = 1)
      -> BottomSheetBackdrop
    {
      BottomSheetBackdrop(kind: .material(material), opacity: opacity)
    }

    /// A view of your own: a gradient, an image, a pattern.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetBackdrop(.view {
    ///     LinearGradient(
    ///       colors: [.clear, .purple.opacity(0.6)], startPoint: .top, endPoint: .bottom)
    ///   })
    /// ```
    ///
    /// The view fills the screen behind the sheet, safe areas included, and is drawn at the
    /// engine's opacity (0 at the undimmed detent, `opacity` at the next one). It is decorative:
    /// it takes no touches (taps, pass-through and VoiceOver's "Dismiss" stay the package's)
    /// and VoiceOver does not see it. It gets the sheet's colour scheme; other environment
    /// values of the screen behind do not reach it, so set what it reads inside it.
    ///
    /// - Parameters:
    ///   - opacity: The view's opacity at full strength, 0…1 (clamped, with a diagnostic); 1 by
    ///     default.
    ///   - content: The view.
    public static func view<V: View>(opacity: Double = 1, @ViewBuilder _ content: () -> V)
      -> BottomSheetBackdrop
    {
      BottomSheetBackdrop(kind: .view(AnyView(content())), opacity: opacity)
    }

    /// The view, for the option's reference (a new one at every render of the modifier).
    var view: AnyView? {
      if case let .view(view) = kind { return view }
      return nil
    }

    /// What the backdrop view draws, with the view carried in `box`.
    func drawn(_ box: SheetRefBox<AnyView>) -> SheetBackdrop {
      switch kind {
      case let .color(color): return SheetBackdrop(look: .color(color), opacity: opacity)
      case let .material(material):
        return SheetBackdrop(look: .material(material), opacity: opacity)
      case .view: return SheetBackdrop(look: .view(box), opacity: opacity)
      }
    }
  }
#endif
