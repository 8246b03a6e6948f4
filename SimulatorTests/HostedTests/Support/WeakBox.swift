/// A weak reference a test keeps, to see an object freed.
@MainActor final class WeakBox<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object?) { self.object = object }
}
