#if canImport(UIKit)
  import BottomSheetKit
  import SwiftUI
  import UIKit

  /// A SwiftUI screen inside a UIKit tab bar: a `UITabBarController` built in a
  /// `UIViewControllerRepresentable`, each tab a `UIHostingController` with a SwiftUI screen,
  /// and each tab presents a modal bottom sheet. The sheet must be presented above the tab bar
  /// controller, not added as one of its children (the old layer did that, and an extra empty
  /// tab appeared): the tab bar keeps its two tabs, and the sheet and its backdrop cover it
  /// (issue #20; the device plan's UIKit tab bar item).
  struct UIKitTabBarScreen: View {
    var body: some View {
      TabBarController()
        .ignoresSafeArea()
        .navigationTitle("UIKit tab bar")
    }
  }

  /// The tab bar controller and its two hosted SwiftUI tabs, built once.
  private struct TabBarController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UITabBarController {
      let inbox = UIHostingController(rootView: HostedTab(name: "Inbox"))
      inbox.tabBarItem = UITabBarItem(
        title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
      let archive = UIHostingController(rootView: HostedTab(name: "Archive"))
      archive.tabBarItem = UITabBarItem(
        title: "Archive", image: UIImage(systemName: "archivebox"), tag: 1)
      let controller = UITabBarController()
      controller.viewControllers = [inbox, archive]
      return controller
    }

    func updateUIViewController(_ uiViewController: UITabBarController, context: Context) {}
  }

  /// One tab's SwiftUI screen, the root view of a `UIHostingController`: its modal sheet must
  /// cover the UIKit tab bar below it. (A hosted screen has no navigation bar of its own, so
  /// the trace button is in the screen.)
  private struct HostedTab: View {
    let name: String
    @State private var showsSheet = false
    @State private var recorder = BottomSheetTraceRecorder()

    var body: some View {
      VStack(spacing: 16) {
        Text(verbatim: "\(name): a SwiftUI screen in a UIKit tab")
          .font(.headline)
        Button("Show sheet") { showsSheet = true }
        TraceButton(recorder: recorder)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .bottomSheet(isPresented: $showsSheet) {
        VStack(alignment: .leading, spacing: 12) {
          Text(verbatim: "Presented from the \(name) tab.")
          Text("The sheet and its dimmed backdrop cover the tab bar, which still has two tabs.")
        }
        .padding()
        .bottomSheetDetents([.medium, .large])
        .bottomSheetTitle(Text(verbatim: "From \(name)"))
        .bottomSheetCloseButton()
        .bottomSheetTrace(recorder)
      }
    }
  }
#endif
