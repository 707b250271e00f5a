// The Swift toolchain declares a cross-import overlay named `_Testing_UIKit` for any file that
// imports both `Testing` and a module named `UIKit` (Testing.swiftcrossimport/UIKit.swiftoverlay);
// on Apple platforms it holds Swift Testing's attachments for UIKit images. The stand-in's module
// is named UIKit, so on Linux the compiler looks for the overlay and fails without it. This
// module is that overlay, empty: the stand-in has nothing to attach.
//
// Like the toolchain's own overlays (for example _Testing_Foundation), it re-exports Testing,
// which the compiler hides behind the overlay when both modules are imported.

@_exported public import Testing
