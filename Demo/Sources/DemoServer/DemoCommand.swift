@main
struct DemoCommand {
  static func main() {}
}
