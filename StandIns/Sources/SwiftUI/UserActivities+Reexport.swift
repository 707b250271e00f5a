// Foundation's NSUserActivity, which Apple's framework code sees through Foundation; the
// stand-in declares it in a module of its own, shared with the other framework's stand-in.
@_exported public import UserActivities
