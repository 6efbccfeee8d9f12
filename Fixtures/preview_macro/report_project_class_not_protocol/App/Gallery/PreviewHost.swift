class PreviewHost {
    let title = "Host"
}

struct PreviewSettings {}
