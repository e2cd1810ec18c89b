//! Where the wasm-bindgen JS glue names each name, read from its syntax tree (oxc): as a
//! property key, as a property read, or any other way; and the glue with some of those
//! uses spelt anew. The short wasm names step ([`crate::wasm_names`]) renames a name only
//! where every use is the kind it expects.

use oxc_allocator::Allocator;
use oxc_ast::ast::{
    AssignmentTargetPropertyProperty, BindingIdentifier, BindingProperty, ComputedMemberExpression,
    Expression, IdentifierName, IdentifierReference, LabelIdentifier, ObjectProperty, PropertyKey,
    StaticMemberExpression, StringLiteral,
};
use oxc_ast_visit::{walk, Visit};
use oxc_parser::{ParseOptions, Parser};
use oxc_span::{SourceType, Span};
use std::collections::HashMap;

/// How the glue uses a name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The key of an object's property, not shorthand (`{name: …}`, `{"name": …}`, or
    /// computed, `{[name]: …}`), in an object or a destructuring pattern.
    Key,
    /// The property of a member expression (`x.name`, `x["name"]`, or `x[name]`).
    Read,
    /// Any other use: a variable, a string elsewhere, a shorthand property.
    Other,
}

/// Where the glue names a name: its span, and whether it is a string (quoted).
#[derive(Debug)]
pub struct Use {
    pub kind: Kind,
    pub span: Span,
    pub quoted: bool,
}

/// Where the glue (parsed by oxc, parentheses dropped as acorn drops them) names each
/// name: every identifier (a binding, a reference, a property, a label) and every string,
/// as a property key, a property read, or any other way.
pub fn uses_in(glue: &str) -> Result<HashMap<String, Vec<Use>>, String> {
    let allocator = Allocator::default();
    let options = ParseOptions {
        preserve_parens: false,
        ..ParseOptions::default()
    };
    let parsed = Parser::new(&allocator, glue, SourceType::mjs())
        .with_options(options)
        .parse();
    if let Some(error) = parsed.errors.first() {
        return Err(format!("the glue cannot be parsed: {error}"));
    }
    if parsed.panicked {
        return Err("the glue cannot be parsed".into());
    }
    let mut uses = Uses::default();
    uses.visit_program(&parsed.program);
    Ok(uses.0)
}

/// Collects the uses of each name while visiting the glue's syntax tree.
#[derive(Default)]
struct Uses(HashMap<String, Vec<Use>>);

impl Uses {
    fn add(&mut self, name: &str, span: Span, kind: Kind, quoted: bool) {
        self.0
            .entry(name.to_owned())
            .or_default()
            .push(Use { kind, span, quoted });
    }

    /// A string literal's use. A string with a lone surrogate (which oxc spells with an
    /// escape) is no wasm name and no new name, so it is left out.
    fn add_string(&mut self, it: &StringLiteral, kind: Kind) {
        if !it.lone_surrogates {
            self.add(&it.value, it.span, kind, true);
        }
    }

    /// A property key: an identifier or string as `Kind::Key`, anything else visited.
    fn key<'a>(&mut self, key: &PropertyKey<'a>) {
        match key {
            PropertyKey::StaticIdentifier(it) => self.add(&it.name, it.span, Kind::Key, false),
            PropertyKey::Identifier(it) => self.add(&it.name, it.span, Kind::Key, false),
            PropertyKey::StringLiteral(it) => self.add_string(it, Kind::Key),
            _ => self.visit_property_key(key),
        }
    }
}

impl<'a> Visit<'a> for Uses {
    fn visit_identifier_name(&mut self, it: &IdentifierName<'a>) {
        self.add(&it.name, it.span, Kind::Other, false);
    }

    fn visit_identifier_reference(&mut self, it: &IdentifierReference<'a>) {
        self.add(&it.name, it.span, Kind::Other, false);
    }

    fn visit_binding_identifier(&mut self, it: &BindingIdentifier<'a>) {
        self.add(&it.name, it.span, Kind::Other, false);
    }

    fn visit_label_identifier(&mut self, it: &LabelIdentifier<'a>) {
        self.add(&it.name, it.span, Kind::Other, false);
    }

    fn visit_string_literal(&mut self, it: &StringLiteral<'a>) {
        self.add_string(it, Kind::Other);
    }

    fn visit_object_property(&mut self, it: &ObjectProperty<'a>) {
        if it.shorthand {
            walk::walk_object_property(self, it);
        } else {
            self.key(&it.key);
            self.visit_expression(&it.value);
        }
    }

    fn visit_binding_property(&mut self, it: &BindingProperty<'a>) {
        if it.shorthand {
            walk::walk_binding_property(self, it);
        } else {
            self.key(&it.key);
            self.visit_binding_pattern(&it.value);
        }
    }

    fn visit_assignment_target_property_property(
        &mut self,
        it: &AssignmentTargetPropertyProperty<'a>,
    ) {
        self.key(&it.name);
        self.visit_assignment_target_maybe_default(&it.binding);
    }

    fn visit_static_member_expression(&mut self, it: &StaticMemberExpression<'a>) {
        self.visit_expression(&it.object);
        self.add(&it.property.name, it.property.span, Kind::Read, false);
    }

    fn visit_computed_member_expression(&mut self, it: &ComputedMemberExpression<'a>) {
        self.visit_expression(&it.object);
        match &it.expression {
            Expression::Identifier(name) => self.add(&name.name, name.span, Kind::Read, false),
            Expression::StringLiteral(name) => self.add_string(name, Kind::Read),
            expression => self.visit_expression(expression),
        }
    }
}

/// `glue` with each use in `edits` spelt anew (as a JSON string where it was quoted),
/// from the end. Two edits of one use would garble the glue: an error.
pub fn rewrite(glue: &str, mut edits: Vec<(&Use, String)>) -> Result<String, String> {
    edits.sort_by_key(|(u, _)| std::cmp::Reverse(u.span.start));
    if edits
        .windows(2)
        .any(|pair| pair[1].0.span.end > pair[0].0.span.start)
    {
        return Err("the glue names two of the renamed names in one place".into());
    }
    let mut out = glue.to_owned();
    for (u, name) in edits {
        let spelt = if u.quoted {
            format!("\"{name}\"")
        } else {
            name
        };
        out.replace_range(u.span.start as usize..u.span.end as usize, &spelt);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_use_is_a_key_a_read_or_other() {
        let glue = "a:for(;;){let o={k:1,\"q\":2,[c]:3,s,m(){}};o.r;o[\"r\"];o[i];\
                    const {k:x}=o;({q:x}=o);let {s:y}=o;break a}let t=\"str\";";
        let uses = uses_in(glue).unwrap();
        let kinds = |name: &str| -> Vec<(Kind, bool)> {
            uses[name].iter().map(|u| (u.kind, u.quoted)).collect()
        };
        let (key, read, other) = (
            (Kind::Key, false),
            (Kind::Read, false),
            (Kind::Other, false),
        );
        assert_eq!(kinds("k"), [key, key]);
        assert_eq!(kinds("q"), [(Kind::Key, true), key]);
        assert_eq!(kinds("c"), [key]);
        assert_eq!(kinds("s"), [other, other, key]);
        assert_eq!(kinds("m"), [key]);
        assert_eq!(kinds("r"), [read, (Kind::Read, true)]);
        assert_eq!(kinds("i"), [read]);
        assert_eq!(kinds("a"), [other, other]);
        assert_eq!(kinds("str"), [(Kind::Other, true)]);
        let r = &uses["r"][1];
        assert_eq!(&glue[r.span.start as usize..r.span.end as usize], "\"r\"");
    }
}
