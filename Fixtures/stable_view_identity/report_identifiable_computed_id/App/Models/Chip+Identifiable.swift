extension Chip: Identifiable {}
