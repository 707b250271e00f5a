import CoordinationWeb

/// The five demo apps as one web app (filled in by the web-views work).
public enum DemoWebApp {}
