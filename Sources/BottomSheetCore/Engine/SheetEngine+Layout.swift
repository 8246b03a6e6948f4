extension SheetEngine {
  /// The sheet at time `t`: a pure function of the engine's state and `t`, cheap enough to
  /// call every frame (no allocation).
  ///
  /// A spring is evaluated in closed form, so any `t` is exact; a `t` before the latest input
  /// is evaluated as is (useful for sampling), a non-finite one as the latest input's time.
  public func layout(at t: Double) -> SheetLayout {
    let t = t.isFinite ? t : time
    let kin = kinematics(at: t)
    var height = kin.height
    var offsetX = kin.x
    // The state is read in the same switch as the rest, by the rule `state(at:)` uses: a
    // second switch over `motion`, and a second `endTime`, cost about 300 instructions a frame.
    var state = State.dragging
    var owner = DragOwner.sheet
    var floor = lowestHeight
    switch motion {
    case .rest:
      state = restState
    case let .drag(drag):
      owner = drag.owner
    case let .spring(spring):
      let arrived = t >= spring.endTime
      state = spring.state(arrived: arrived)
      floor = spring.cardFloor
      if arrived {
        height = spring.vertical.target
        offsetX = 0
      }
    }
    let top = metrics.base - height
    // A full-screen cover has square corners, as UIKit's.
    let radius = metrics.placement.kind == .fullScreen ? 0 : configuration.cornerRadius
    let frame: SheetRect
    let radii: CornerRadii
    let morphs = metrics.morphs
    if metrics.roundsAllCorners || morphs {
      let m = morphs ? morphFactor(height: height) : 0
      // Only a morphing sheet rests on the attached base and needs the card's gap drawn in.
      let gap = morphs ? (1 - m) * metrics.floatingBottomGap : 0
      let width = metrics.width + (metrics.attachedWidth - metrics.width) * m
      let x = metrics.x + (metrics.attachedX - metrics.x) * m + offsetX
      let cardHeight = max(0, max(height, floor) - gap)
      frame = SheetRect(x: x, y: top, width: width, height: cardHeight)
      radii = CornerRadii(top: radius, bottom: radius * (1 - m))
    } else {
      frame = SheetRect(x: metrics.x, y: top, width: metrics.width, height: max(0, height))
      radii = CornerRadii(top: radius, bottom: 0)
    }
    let morph = sourceMorph(frame: frame, radii: radii, height: height)
    let backdrop = backdropState(height: height)
    let contentHeight = layoutContentHeight
    let limit = bandAllowance
    var stretch = 0.0
    if limit > 0 {
      if height > highestHeight {
        stretch = (height - highestHeight) / limit
      } else if height < lowestHeight && !considersDismissal {
        stretch = (height - lowestHeight) / limit
      }
    }
    let sideLimit = sidewaysAllowance
    let sideways = sideLimit > 0 ? offsetX / sideLimit : 0
    return SheetLayout(
      time: t, phase: state.phase, top: top, height: height, horizontalOffset: offsetX,
      frame: morph.frame,
      cornerRadii: morph.radii, backdropOpacity: backdrop.opacity,
      backdropBlocksTouches: backdrop.blocks && isPresented, contentHeight: contentHeight,
      contentOverflows: context.contentHeight > contentHeight + 0.5, dragOwner: owner,
      contentOffset: contentOffset, selectedDetent: selectedDetentID, isPresented: isPresented,
      progress: progress(height: height), segment: segment(height: height),
      stretch: clamp(stretch, -1, 1), sidewaysStretch: clamp(sideways, -1, 1),
      showsGrabber: showsGrabber, morphProgress: morph.progress, opacity: morph.opacity,
      placement: metrics.placement)
  }

  /// 0 = fully floating, 1 = attached. The glass look keys it to full height
  /// (``SheetGlass/progress(height:detents:maximumHeight:)``: inset at every detent below it);
  /// the shape morph of ``SheetConfiguration/morphsShape`` interpolates between the
  /// second-highest detent and the highest (a single detent, or two at one height, is attached).
  package func morphFactor(height: Double) -> Double {
    if configuration.insetsLikeGlass {
      return SheetGlass.progress(
        height: height, detents: detents, maximumHeight: metrics.maximumHeight)
    }
    guard detents.count >= 2, height.isFinite else { return 1 }
    let low = detents[detents.count - 2].height
    let high = detents[detents.count - 1].height
    guard high > low else { return 1 }
    return clamp((height - low) / (high - low), 0, 1)
  }

  /// Backdrop opacity: 0 at and below the largest undimmed detent (or the hidden position),
  /// rising linearly to the configured opacity at the next detent and staying there above.
  func backdropState(height: Double) -> (opacity: Double, blocks: Bool) {
    if let faded = fadedBackdrop(height: height) { return faded }
    let maxOpacity = configuration.backdropOpacity
    guard configuration.style.capabilities.hasBackdrop, maxOpacity > 0 else { return (0, false) }
    var clearHeight = metrics.hiddenHeight
    if let id = configuration.undimmedThrough {
      if let canonical = canonicalID(id) {
        clearHeight = self.height(of: canonical)
      }
    }
    guard
      let next = detents.first(where: { $0.height > clearHeight + DetentResolver.mergeTolerance })
    else { return (0, false) }
    let fraction = clamp((height - clearHeight) / (next.height - clearHeight), 0, 1)
    return (maxOpacity * fraction, height > clearHeight + DetentResolver.mergeTolerance)
  }

  /// 0 at the lowest detent, 1 at the highest, clamped; 0 with a single detent.
  func progress(height: Double) -> Double {
    let range = highestHeight - lowestHeight
    guard range > 0 else { return 0 }
    return clamp((height - lowestHeight) / range, 0, 1)
  }

  /// The adjacent detents around `height` and the fraction between them.
  func segment(height: Double) -> DetentSegment {
    let last = detents.count - 1
    if height <= detents[0].height { return DetentSegment(lower: 0, upper: 0, fraction: 0) }
    if height >= detents[last].height {
      return DetentSegment(lower: last, upper: last, fraction: 0)
    }
    var lower = 0
    while lower + 1 <= last && detents[lower + 1].height <= height { lower += 1 }
    let upper = min(lower + 1, last)
    let span = detents[upper].height - detents[lower].height
    let fraction = span > 0 ? (height - detents[lower].height) / span : 0
    return DetentSegment(lower: lower, upper: upper, fraction: clamp(fraction, 0, 1))
  }
}

extension SheetEngine {
  /// ``SheetLayout/phase`` at `t`, without the rest of the layout: what a host checks on every
  /// input and frame (is a spring running, has the sheet left).
  package func phase(at t: Double) -> SheetPhase { state(at: t).phase }

  /// The state the sheet shows at `t`: ``state``, with a spring whose end `t` has passed
  /// counted as arrived (the engine only moves it when its clock passes the end).
  func state(at t: Double) -> State {
    let t = t.isFinite ? t : time
    switch motion {
    case .rest: return restState
    case .drag: return .dragging
    case let .spring(spring): return spring.state(arrived: t >= spring.endTime)
    }
  }

  /// The state at rest.
  var restState: State { isPresented ? .resting : .hidden }

  /// The chrome's height as drawn: the header, and the grabber if it is shown. A touch this far
  /// below the sheet's top edge, or less, is on the chrome when no region is given; the lab's
  /// host-trace tests route their touches by it.
  @_spi(Lab) public var chromeHeight: Double {
    configuration.chrome.height(showingGrabber: showsGrabber)
  }

  /// ``SheetLayout/contentHeight``: the room the content is laid out in, below the chrome.
  package var layoutContentHeight: Double { max(0, contentLayoutHeight - chromeHeight) }
}
