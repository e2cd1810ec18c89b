//! Short wasm names (release builds): gives the names by which a bundle's wasm and its JS
//! glue call each other short names of their own. wasm-bindgen names them after the
//! function and a hash (`__wbg_setAttribute_f75317b2b5cabfb4`,
//! `wasm_bindgen__convert__closures_____invoke__h5eeb4001bfb428aa`): about 150 names, each
//! written in both files, whose random hex gzip cannot shrink, some 4 KB gzipped a bundle.
//!
//! The names are rewritten in the wasm's import and export sections (read by wasmparser,
//! written by wasm-encoder; every other section is copied as it is) and where the
//! (minified) glue names them, found in its syntax tree (oxc): an import as a key of the
//! imports object (`name:`), an export as a property of the instance's exports
//! (`.name`). A name the glue uses any other way keeps its name, so the two files always
//! agree; each import module (wasm-bindgen's, and one a JS snippet's) is named after the
//! wasm's content, so a glue and a wasm of two builds never fit. The browser tests run the
//! result. Runs after the glue is minified.

use crate::glue_uses::{rewrite, uses_in, Kind, Use};
use sha2::{Digest, Sha256};
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use wasm_encoder::{EntityType, ExportKind, ExportSection, ImportSection, Module, RawSection};
use wasmparser::{Encoding, Payload};

/// A bundle's glue and wasm with their short names.
#[derive(Debug)]
pub struct Shortened {
    /// The glue, each renamed name and module spelt anew where it names them.
    pub glue: String,
    /// The wasm, its import and export sections written anew, every other section as it was.
    pub wasm: Vec<u8>,
    /// How many import and export names were renamed.
    pub names: usize,
    /// How many import modules the wasm has (each is renamed).
    pub modules: usize,
}

/// Gives the names shared by the glue (minified JS) and its wasm short names: an import
/// the glue names once, as a key, becomes `$<n>`; an export it names only as a property
/// read, `_<n>` (`n` in base 36, skipping any name either file already has), never the
/// memory. Each import module becomes `w<hash>` (then `w<hash>1`, …, in the order the wasm
/// first names them), the hash the first 8 hex digits of the SHA-256 of the wasm with its
/// new names but old modules; the glue must name each module once, as a key.
///
/// Errs on a wasm or glue that cannot be read, and on a glue that does not name a module
/// once as a key (it would not fit the wasm).
pub fn shorten(glue: &str, wasm: &[u8]) -> Result<Shortened, String> {
    let module = WasmModule::read(wasm)?;
    let uses = uses_in(glue)?;
    let import_names = module.imports.iter().map(|import| import.name.as_str());
    let export_names = module.exports.iter().map(|export| export.name.as_str());
    let mut taken: HashSet<String> = import_names
        .clone()
        .chain(export_names.clone())
        .map(str::to_owned)
        .collect();
    taken.extend(uses.keys().cloned());

    // An import is renamed where the glue names it only once, as a key of the imports
    // object; an export where the glue names it only as a property read (`wasm.name`),
    // never the memory. A name the glue uses any other way keeps its name, so the two
    // files always agree.
    let mut short_names: HashMap<&str, String> = HashMap::new();
    let mut edits: Vec<(&Use, String)> = Vec::new();
    let lists: [(Vec<&str>, Kind, char); 2] = [
        (import_names.collect(), Kind::Key, '$'),
        (export_names.collect(), Kind::Read, '_'),
    ];
    for (names, kind, prefix) in lists {
        for name in names {
            if name == "memory" || short_names.contains_key(name) {
                continue;
            }
            let used = uses.get(name).map(Vec::as_slice).unwrap_or_default();
            let wanted =
                used.iter().all(|u| u.kind == kind) && (kind == Kind::Read || used.len() == 1);
            if used.is_empty() || !wanted {
                continue;
            }
            let short = (0..)
                .map(|i| format!("{prefix}{}", base36(i)))
                .find(|fresh| !taken.contains(fresh))
                .unwrap_or_default();
            taken.insert(short.clone());
            edits.extend(used.iter().map(|u| (u, short.clone())));
            short_names.insert(name, short);
        }
    }

    // Each import module is named after the wasm's content (and its place), in both files:
    // the short names are the same in every build, so a glue and a wasm of two builds (a
    // cache serving one of each) must not fit, and the browser refuses the pair at once.
    // The glue names each module once, as the key of its imports (wasm-bindgen's module,
    // and one a JS snippet's).
    let modules = module.modules();
    let hash = hash8(&module.build(wasm, &short_names, &HashMap::new()));
    let mut own_modules: HashMap<&str, String> = HashMap::new();
    for (i, &name) in modules.iter().enumerate() {
        let own = if i == 0 {
            format!("w{hash}")
        } else {
            format!("w{hash}{i}")
        };
        let as_keys: Vec<&Use> = uses
            .get(name)
            .into_iter()
            .flatten()
            .filter(|u| u.kind == Kind::Key)
            .collect();
        let [key] = as_keys[..] else {
            return Err(format!(
                "the glue names the import module {name:?} as a key {} times, not once",
                as_keys.len()
            ));
        };
        edits.push((key, own.clone()));
        own_modules.insert(name, own);
    }

    Ok(Shortened {
        glue: rewrite(glue, edits)?,
        wasm: module.build(wasm, &short_names, &own_modules),
        names: short_names.len(),
        modules: modules.len(),
    })
}

/// The first 8 hex digits of the SHA-256 of `bytes`.
fn hash8(bytes: &[u8]) -> String {
    Sha256::digest(bytes)[..4]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// `n` in base 36, as JavaScript's `n.toString(36)` writes it.
fn base36(mut n: u32) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push(char::from_digit(n % 36, 36).unwrap_or('0'));
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.iter().rev().collect()
}

/// One import of the wasm.
struct Import {
    module: String,
    name: String,
    ty: EntityType,
}

/// One export of the wasm.
struct Export {
    name: String,
    kind: ExportKind,
    index: u32,
}

/// What of a wasm module is rewritten: its sections in order (id, where its contents
/// are), its imports and its exports.
struct WasmModule {
    sections: Vec<(u8, Range<usize>)>,
    imports: Vec<Import>,
    exports: Vec<Export>,
}

impl WasmModule {
    /// Reads a core wasm module's sections, imports and exports.
    fn read(wasm: &[u8]) -> Result<Self, String> {
        let bad = |e: wasmparser::BinaryReaderError| format!("the wasm cannot be read: {e}");
        let mut module = WasmModule {
            sections: Vec::new(),
            imports: Vec::new(),
            exports: Vec::new(),
        };
        for payload in wasmparser::Parser::new(0).parse_all(wasm) {
            let payload = payload.map_err(bad)?;
            if let Payload::Version {
                encoding: Encoding::Component,
                ..
            } = payload
            {
                return Err("the wasm is a component, not a module".into());
            }
            if let Some((id, range)) = payload.as_section() {
                if (id == 2 || id == 7) && module.sections.iter().any(|(seen, _)| *seen == id) {
                    let what = if id == 2 { "import" } else { "export" };
                    return Err(format!("the wasm has two {what} sections"));
                }
                let start = usize::try_from(range.start).map_err(|e| e.to_string())?;
                let end = usize::try_from(range.end).map_err(|e| e.to_string())?;
                module.sections.push((id, start..end));
            }
            match payload {
                Payload::ImportSection(reader) => {
                    for import in reader.into_imports() {
                        let import = import.map_err(bad)?;
                        let ty = EntityType::try_from(import.ty)
                            .map_err(|e| format!("the wasm's import {:?}: {e}", import.name))?;
                        module.imports.push(Import {
                            module: import.module.into(),
                            name: import.name.into(),
                            ty,
                        });
                    }
                }
                Payload::ExportSection(reader) => {
                    for export in reader {
                        let export = export.map_err(bad)?;
                        module.exports.push(Export {
                            name: export.name.into(),
                            kind: export.kind.into(),
                            index: export.index,
                        });
                    }
                }
                _ => {}
            }
        }
        Ok(module)
    }

    /// The modules the imports come from, in the order they first appear.
    fn modules(&self) -> Vec<&str> {
        let mut modules: Vec<&str> = Vec::new();
        for import in &self.imports {
            if !modules.contains(&import.module.as_str()) {
                modules.push(&import.module);
            }
        }
        modules
    }

    /// The module with its import and export names and its import modules renamed (a
    /// name not in the maps keeps its own), every other section copied from `wasm`.
    fn build(
        &self,
        wasm: &[u8],
        names: &HashMap<&str, String>,
        modules: &HashMap<&str, String>,
    ) -> Vec<u8> {
        let renamed = |map: &HashMap<&str, String>, name: &str| {
            map.get(name).map_or(name, String::as_str).to_owned()
        };
        let mut out = Module::new();
        for (id, range) in &self.sections {
            match id {
                2 => {
                    let mut section = ImportSection::new();
                    for import in &self.imports {
                        let module = renamed(modules, &import.module);
                        section.import(&module, &renamed(names, &import.name), import.ty);
                    }
                    out.section(&section);
                }
                7 => {
                    let mut section = ExportSection::new();
                    for export in &self.exports {
                        section.export(&renamed(names, &export.name), export.kind, export.index);
                    }
                    out.section(&section);
                }
                &id => {
                    out.section(&RawSection {
                        id,
                        data: &wasm[range.clone()],
                    });
                }
            }
        }
        out.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_encoder::{
        CodeSection, Function, FunctionSection, Instruction, MemorySection, MemoryType, TypeSection,
    };

    const SET: &str = "__wbg_setAttribute_f75317b2b5cabfb4";
    const LOG: &str = "__wbg_log_0123456789abcdef";
    const RUN: &str = "wasm_bindgen__convert__closures_____invoke__h5eeb4001bfb428aa";
    const KEPT: &str = "__wbindgen_start_kept";

    /// A wasm importing `SET` and `LOG` from "wbg" and exporting its memory, `RUN` and
    /// `KEPT`.
    fn wasm() -> Vec<u8> {
        let mut module = Module::new();
        let mut types = TypeSection::new();
        types.ty().function([], []);
        module.section(&types);
        let mut imports = ImportSection::new();
        imports.import("wbg", SET, EntityType::Function(0));
        imports.import("wbg", LOG, EntityType::Function(0));
        module.section(&imports);
        let mut functions = FunctionSection::new();
        functions.function(0);
        module.section(&functions);
        let mut memories = MemorySection::new();
        memories.memory(MemoryType {
            minimum: 1,
            maximum: None,
            memory64: false,
            shared: false,
            page_size_log2: None,
        });
        module.section(&memories);
        let mut exports = ExportSection::new();
        exports.export("memory", ExportKind::Memory, 0);
        exports.export(RUN, ExportKind::Func, 2);
        exports.export(KEPT, ExportKind::Func, 2);
        module.section(&exports);
        let mut code = CodeSection::new();
        let mut body = Function::new([]);
        body.instruction(&Instruction::Call(0))
            .instruction(&Instruction::End);
        code.function(&body);
        module.section(&code);
        module.finish()
    }

    /// A glue naming the imports as keys (one quoted) and the exports as reads, except
    /// `KEPT`, which it also names as a string.
    fn glue() -> String {
        format!(
            "let w;const i={{wbg:{{{SET}:()=>{{}},\"{LOG}\":console.log}}}};\
             export function run(){{w.{RUN}();w[\"{RUN}\"]();w.{KEPT}()}}\
             export const kept=\"{KEPT}\";\
             export async function init(){{w=(await WebAssembly.instantiate(\
             new Uint8Array(0),i)).instance.exports;return w.memory}}"
        )
    }

    /// The wasm's import (module, name) pairs and export names.
    fn names(wasm: &[u8]) -> (Vec<(String, String)>, Vec<String>) {
        let module = WasmModule::read(wasm).unwrap();
        let imports = module
            .imports
            .into_iter()
            .map(|i| (i.module, i.name))
            .collect();
        (
            imports,
            module.exports.into_iter().map(|e| e.name).collect(),
        )
    }

    #[test]
    fn wasm_names_renames_imports_exports_and_module() {
        let original = wasm();
        let shortened = shorten(&glue(), &original).unwrap();
        assert_eq!((shortened.names, shortened.modules), (3, 1));

        let (imports, exports) = names(&shortened.wasm);
        let module = &imports[0].0;
        assert!(module.len() == 9 && module.starts_with('w'), "{module}");
        assert_eq!(
            imports,
            [(module.clone(), "$0".into()), (module.clone(), "$1".into())]
        );
        assert_eq!(exports, ["memory", "_0", KEPT]);

        // The module is named after the wasm with the new names and the old module.
        let names =
            HashMap::from([(SET, "$0"), (LOG, "$1"), (RUN, "_0")].map(|(a, b)| (a, b.into())));
        let read = WasmModule::read(&original).unwrap();
        assert_eq!(
            module[1..],
            hash8(&read.build(&original, &names, &HashMap::new()))
        );
        let expected = format!(
            "let w;const i={{{module}:{{$0:()=>{{}},\"$1\":console.log}}}};\
             export function run(){{w._0();w[\"_0\"]();w.{KEPT}()}}\
             export const kept=\"{KEPT}\";\
             export async function init(){{w=(await WebAssembly.instantiate(\
             new Uint8Array(0),i)).instance.exports;return w.memory}}"
        );
        assert_eq!(shortened.glue, expected);
        for name in [SET, LOG, RUN, "wbg"] {
            assert!(!shortened.glue.contains(name), "{name}");
        }

        wasmparser::Validator::new()
            .validate_all(&shortened.wasm)
            .unwrap();
        uses_in(&shortened.glue).unwrap();
        // The sections other than the imports and exports are copied.
        let sections = |wasm: &[u8]| WasmModule::read(wasm).unwrap().sections;
        for ((id, before), (_, after)) in sections(&original)
            .into_iter()
            .zip(sections(&shortened.wasm))
        {
            if id != 2 && id != 7 {
                assert_eq!(original[before], shortened.wasm[after]);
            }
        }
    }

    #[test]
    fn wasm_names_keeps_names_used_otherwise() {
        // `SET` also as a variable, `RUN` also as a key: neither is renamed.
        let glue = format!("{}const {SET}=1;const o={{{RUN}:2}};", glue());
        let shortened = shorten(&glue, &wasm()).unwrap();
        let (imports, exports) = names(&shortened.wasm);
        assert_eq!(imports[0].1, SET);
        assert_eq!(imports[1].1, "$0");
        assert_eq!(exports, ["memory", RUN, KEPT]);
        assert_eq!(shortened.names, 1);
    }

    #[test]
    fn wasm_names_skips_taken_names() {
        let glue = format!("{}let $0,_0;", glue());
        let (imports, exports) = names(&shorten(&glue, &wasm()).unwrap().wasm);
        assert_eq!((&*imports[0].1, &*imports[1].1), ("$1", "$2"));
        assert_eq!(exports[1], "_1");
    }

    #[test]
    fn wasm_names_module_named_twice_is_an_error() {
        let glue = format!("{}const j={{wbg:{{}}}};", glue());
        let error = shorten(&glue, &wasm()).unwrap_err();
        assert!(error.contains("\"wbg\" as a key 2 times"), "{error}");
    }

    #[test]
    fn wasm_names_bad_input_is_an_error() {
        assert!(shorten(&glue(), b"\0asm\x01\0\0\0\x02\x05").is_err());
        assert!(shorten(&glue(), b"not wasm").is_err());
        assert!(shorten("const = ;", &wasm()).is_err());
    }

    #[test]
    fn wasm_names_base36() {
        let spelt: Vec<String> = [0, 9, 10, 35, 36, 1295, 1296].map(base36).into();
        assert_eq!(spelt, ["0", "9", "a", "z", "10", "zz", "100"]);
    }
}
