#if canImport(UIKit)
  import BottomSheetCore
  import BottomSheetHost
  import SwiftUI
  import UIKit

  extension BottomSheetBackdrop {
    /// How much a material backdrop blurs and tints the screen behind: the system materials,
    /// thinnest to thickest, as SwiftUI's `Material` and UIKit's `UIBlurEffect.Style` name them.
    ///
    /// ```swift
    /// Content()
    ///   .bottomSheetBackdrop(.material(.ultraThin))
    /// ```
    ///
    /// Each adapts to light and dark mode, following the sheet's colour scheme.
    public enum Material: Sendable, Equatable, CaseIterable {
      /// The most translucent: the screen behind stays readable (`systemUltraThinMaterial`).
      case ultraThin
      /// More translucent than regular (`systemThinMaterial`).
      case thin
      /// The default (`systemMaterial`).
      case regular
      /// More opaque than regular (`systemThickMaterial`).
      case thick
      /// The material of system chrome such as bars (`systemChromeMaterial`).
      case chrome

      /// The UIKit blur style this material is drawn with.
      var blurStyle: UIBlurEffect.Style {
        switch self {
        case .ultraThin: return .systemUltraThinMaterial
        case .thin: return .systemThinMaterial
        case .regular: return .systemMaterial
        case .thick: return .systemThickMaterial
        case .chrome: return .systemChromeMaterial
        }
      }
    }
  }
#endif
