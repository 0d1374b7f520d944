/**
 * English texts of the Trash, `/trash` (docs/product.md §12 "Undo and restore", decision 0029):
 * loaded with its route (`handle`). Admins may read it in English or Arabic (its own switch).
 */
export const trashEn = {
  "trash.title": "Trash",
  "trash.language": "Language",
  "trash.intro":
    "Deleted records stay here for {days} days and can be restored. After that their personal data is anonymised for good.",
  "trash.kind": "What was deleted",
  "trash.kind.students": "Candidates",
  "trash.kind.users": "Users",
  "trash.kind.inquiries": "Inquiries",
  "trash.kind.messages": "Messages",
  "trash.column.item": "Deleted record",
  "trash.column.deletedBy": "Deleted by",
  "trash.column.deletedAt": "Deleted at",
  "trash.column.purgeAfter": "Anonymised after",
  "trash.column.actions": "Actions",
  "trash.restore": "Restore",
  "trash.restoreLabel": "Restore {name}",
  "trash.restored": "Restored: {name}",
  "trash.restoreFailed": "It could not be restored.",
  "trash.empty": "Nothing of this kind in the Trash.",
  "trash.loadFailed": "The Trash could not be loaded. Please try again.",
  "trash.unknownUser": "unknown",
};
