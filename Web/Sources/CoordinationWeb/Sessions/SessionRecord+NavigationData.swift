public import Coordination
public import Foundation

extension SessionRecord {
  /// The navigation as bytes, for a ``SessionStore`` that writes records out (a file, a
  /// database): the snapshot's JSON, as `NavigationSnapshot.jsonData()` writes it.
  ///
  /// - Throws: ``SessionStoreError/unavailable(_:)`` when the snapshot cannot be written (a
  ///   sheet detent that is not a finite number); the record is not saved then.
  /// - Complexity: O(*n*) in the size of the navigation.
  public func navigationData() throws(SessionStoreError) -> Data {
    do {
      return try navigation.jsonData()
    } catch {
      throw .unavailable("the navigation of session \(id.short) cannot be written: \(error)")
    }
  }

  /// A navigation read back from bytes ``navigationData()`` wrote, for a store that reads a
  /// record in.
  ///
  /// - Throws: ``SessionStoreError/unreadableRecord(_:reason:)`` for bytes that are not such a
  ///   snapshot (damaged, or of another format version): the server then starts the session
  ///   afresh, as for any record it cannot read.
  /// - Complexity: O(*n*) in the length of the data.
  public static func navigation(from data: Data, of id: SessionID) throws(SessionStoreError)
    -> NavigationSnapshot
  {
    do {
      return try NavigationSnapshot(jsonData: data)
    } catch {
      throw .unreadableRecord(id, reason: "navigation: \(error)")
    }
  }
}
