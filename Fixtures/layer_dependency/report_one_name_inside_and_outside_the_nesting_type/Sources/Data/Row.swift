public struct Row {}
