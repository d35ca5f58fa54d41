//! How long a drill link may be: shared by the link's reader ([`super::spec`]) and the
//! teacher's content ([`super::content`]), kept here so that neither depends on the other for
//! it (content is below spec: spec reads content, never the other way).

/// The longest query accepted (teacher content included); longer text is refused unread.
pub const MAX_QUERY_LENGTH: usize = 4096;
