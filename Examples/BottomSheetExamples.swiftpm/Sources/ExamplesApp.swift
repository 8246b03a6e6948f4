#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI

  /// The examples app: one screen per original design, then the cases issue #20 asked for.
  @main
  struct ExamplesApp: App {
    /// How often the "Opens with a sheet" screen's sheet has called `onDismiss`.
    @State private var openedSheetDismissals = 0

    var body: some Scene {
      WindowGroup {
        NavigationView {
          List {
            NavigationLink(destination: MapsInlineScreen().environmentObject(MapLegend())) {
              Text("Maps-like inline sheet")
            }
            NavigationLink(destination: DesignSystemModalScreen()) {
              Text("Design-system modal")
            }
            NavigationLink(destination: FloatingCardScreen()) {
              Text("Floating card")
            }
            NavigationLink(destination: MigrationScreen()) {
              Text("Migrating from .sheet")
            }
            NavigationLink(destination: TabsNavigationScreen()) {
              Text("Tabs, navigation, sheet in a sheet")
            }
            NavigationLink(destination: UIKitTabBarScreen()) {
              Text("UIKit tab bar")
            }
            NavigationLink(destination: SystemSheetScreen()) {
              Text("Inside Apple's sheet, alert, navigation")
            }
            NavigationLink(destination: FloatingProseScreen()) {
              Text("Floating card, fitted text")
            }
            NavigationLink(destination: TextAndWheelsScreen()) {
              Text("Text editor and wheels")
            }
            NavigationLink(
              destination: OpensWithSheetScreen(dismissals: $openedSheetDismissals)
            ) {
              Text(verbatim: "Opens with a sheet (onDismiss: \(openedSheetDismissals))")
            }
            NavigationLink(destination: RowSheetsScreen()) {
              Text("Rows with their own sheets")
            }
            NavigationLink(destination: AnchoredInlineScreen()) {
              Text("Anchored inline sheet")
            }
            NavigationLink(destination: SearchSheetScreen()) {
              Text("Search sheet (Apple's spellings)")
            }
            NavigationLink(destination: BackdropStylesScreen()) {
              Text("Backdrop styles")
            }
            NavigationLink(destination: GrabberStylesScreen()) {
              Text("Grabber styles")
            }
          }
          .navigationTitle("BottomSheetKit")
        }
      }
    }
  }
#endif
