#!/usr/bin/env python3
"""Random executable GraphQL documents and the types each one uses, for cross-checking the
used set that gen-shared-types computes when it reads documents.

    random_documents.py SCHEMA_FILE OUT_DIR --count N --seed S
                        [--no-extensions] [--no-relay] [--self-check] [--features]

SCHEMA_FILE is SDL (`.graphql`, `.graphqls`, `.gql`, built with `graphql.build_schema`) or an
introspection result (`.json`, `{"data": {"__schema": ...}}` or `{"__schema": ...}`, built
with `graphql.build_client_schema`). Writes OUT_DIR/doc-0001.graphql ... doc-NNNN.graphql and
OUT_DIR/expected.json:

    {"schema": "<folder>/<file>", "seed": S,
     "documents": [{"file": "doc-0001.graphql", "types": ["Episode", "ReviewInput"]}, ...]}

`types` is sorted (by code point) and is the used set of that one document, by the rule below
(`used_types`). Every document is validated with graphql-core before it is written (see
`validate_document` for the rules used); one that does not validate is generated again from
the next derived seed, and the number of such retries is reported on stderr. The same seed
gives the same files, byte for byte, whatever PYTHONHASHSEED (no set or hash order is ever
used), with the same Python and graphql-core versions. See README.md beside this file.

Standard library and graphql-core (3.2) only.
"""

import argparse
import json
import os
import random
import sys
import time
from collections import Counter

try:
    from graphql import (
        DocumentNode,
        FragmentDefinitionNode,
        GraphQLError,
        GraphQLNonNull,
        ObjectValueNode,
        OperationDefinitionNode,
        StringValueNode,
        TypeInfo,
        TypeInfoVisitor,
        Visitor,
        build_client_schema,
        build_schema,
        extend_schema,
        get_named_type,
        is_abstract_type,
        is_composite_type,
        is_enum_type,
        is_input_object_type,
        is_interface_type,
        is_leaf_type,
        is_list_type,
        is_non_null_type,
        is_object_type,
        is_scalar_type,
        is_specified_scalar_type,
        is_union_type,
        parse,
        parse_type,
        print_ast,
        specified_rules,
        type_from_ast,
        validate,
        visit,
    )
    from graphql.language import ExecutableDefinitionNode
    from graphql.pyutils import Undefined
    from graphql.validation import KnownDirectivesRule, NoUnusedFragmentsRule, ValidationRule
except ImportError:  # pragma: no cover - run.sh checks this first
    sys.exit("random_documents.py needs graphql-core 3.2 (pip install graphql-core==3.2.8)")


# ---------------------------------------------------------------------------------------------
# Reading a schema
# ---------------------------------------------------------------------------------------------

def load_schema(path):
    """Builds the schema of `path`; returns (schema, note). SDL that graphql-core's SDL
    validation rejects (GitHub's defines one object field twice) is built again with
    `assume_valid=True`, as Benchmarks/graphql_core_build.py builds it; the note says so."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    if path.endswith(".json"):
        document = json.loads(text)
        if isinstance(document, dict) and "data" in document:
            document = document["data"]
        return build_client_schema(document), None
    try:
        return build_schema(text), None
    except (GraphQLError, TypeError) as error:
        note = "built with assume_valid=True: " + str(error).split("\n")[0]
        return build_schema(text, assume_valid=True), note


# ---------------------------------------------------------------------------------------------
# The rule: the types a document uses
# ---------------------------------------------------------------------------------------------

RELAY_ARGUMENT_DEFINITIONS = "argumentDefinitions"

_extended_schemas = {}


def is_custom_scalar(named_type):
    return is_scalar_type(named_type) and not is_specified_scalar_type(named_type)


def schema_with_extensions(schema, document):
    """The schema extended by the type system definitions and extensions that `document`
    holds (client schema extensions), and the document's executable definitions alone."""
    executable = [d for d in document.definitions if isinstance(d, ExecutableDefinitionNode)]
    type_system = [d for d in document.definitions if not isinstance(d, ExecutableDefinitionNode)]
    if type_system:
        extension = DocumentNode(definitions=type_system)
        key = (id(schema), print_ast(extension))
        extended = _extended_schemas.get(key)
        if extended is None:
            extended = extend_schema(schema, extension)
            _extended_schemas[key] = extended
        schema = extended
    return schema, DocumentNode(definitions=executable)


def used_types(schema, document):
    """The used set of `document` (a DocumentNode, all of an app's files together) against
    `schema`, sorted:

    - the type of every variable definition of every operation, and of every fragment
      argument definition (Relay's `@argumentDefinitions(x: {type: "Episode!"})`), closed over
      input-object fields: an input object adds the named types of its fields, recursively;
    - the named type of every selected field (in operations and fragments, spread or not)
      that is an enum or a custom scalar;
    - type system definitions and extensions in the document extend the schema first;
    - built-in scalars never count, nor introspection types (`__TypeKind`); enums and input
      objects written only as literals do not count, nor variables that are used but never
      defined (a fragment no operation spreads may use one).
    """
    schema, executable = schema_with_extensions(schema, document)
    used = {}
    add_declared_types(schema, executable, used)
    type_info = TypeInfo(schema)

    class SelectedFields(Visitor):
        def enter_field(self, node, *_):
            add_selected_type(type_info.get_type(), used)

    visit(executable, TypeInfoVisitor(type_info, SelectedFields()))
    return sorted(used)


def add_declared_types(schema, executable, used):
    """Adds to `used` the types of the variable definitions and `@argumentDefinitions` of
    `executable`, with their input-object closure."""

    def add(graphql_type):
        named = get_named_type(graphql_type)
        if named is None or named.name.startswith("__") or named.name in used:
            return
        if is_enum_type(named) or is_custom_scalar(named):
            used[named.name] = True
        elif is_input_object_type(named):
            used[named.name] = True
            for field in named.fields.values():
                add(field.type)

    for definition in executable.definitions:
        if isinstance(definition, OperationDefinitionNode):
            for variable in definition.variable_definitions or ():
                add(type_from_ast(schema, variable.type))
        elif isinstance(definition, FragmentDefinitionNode):
            for directive in definition.directives or ():
                if directive.name.value != RELAY_ARGUMENT_DEFINITIONS:
                    continue
                for argument in directive.arguments or ():
                    if not isinstance(argument.value, ObjectValueNode):
                        continue
                    for field in argument.value.fields:
                        if field.name.value == "type" and isinstance(field.value, StringValueNode):
                            try:
                                add(type_from_ast(schema, parse_type(field.value.value)))
                            except GraphQLError:
                                pass


def add_selected_type(field_type, used):
    """Adds the named type of a selected field (`TypeInfo.get_type()` on entering it) to
    `used` when it is an enum or a custom scalar."""
    named = get_named_type(field_type)
    if named is not None and not named.name.startswith("__"):
        if is_enum_type(named) or is_custom_scalar(named):
            used[named.name] = True


# ---------------------------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------------------------

class KnownDirectivesExceptRelayRule(KnownDirectivesRule):
    """KnownDirectivesRule, but Relay's `@argumentDefinitions` on a fragment definition is
    known (relay-compiler declares it; no server schema does)."""

    def enter_directive(self, node, key, parent, path, ancestors):
        if node.name.value == RELAY_ARGUMENT_DEFINITIONS:
            return
        super().enter_directive(node, key, parent, path, ancestors)


VALIDATION_RULES = [
    KnownDirectivesExceptRelayRule if rule is KnownDirectivesRule else rule
    for rule in specified_rules
    if rule is not NoUnusedFragmentsRule
]


def validate_document(schema, document):
    """graphql-core's `validate` with every specified rule but two changes: NoUnusedFragments
    is left out (an app's fragments need not all be spread, and each generated document holds
    some that are not), and `@argumentDefinitions` is a known directive. Client schema
    extensions in the document extend the schema first; the executable definitions are
    validated against the result."""
    extended, executable = schema_with_extensions(schema, document)
    return validate(extended, executable, VALIDATION_RULES)


def validate_and_use(schema, document):
    """`validate_document` and `used_types` in one traversal, as the generator needs both:
    `graphql.validate` runs the rules above and one more, which notes the selected fields'
    types from the validation's own TypeInfo (`ValidationContext.get_type`, the TypeInfo that
    `validate` visits the document with through `TypeInfoVisitor`). Returns (errors, used set
    or None when there are errors). `--self-check` compares it with `used_types`."""
    extended, executable = schema_with_extensions(schema, document)
    used = {}

    class SelectedFieldTypes(ValidationRule):
        def enter_field(self, node, *_):
            add_selected_type(self.context.get_type(), used)

    errors = validate(extended, executable, VALIDATION_RULES + [SelectedFieldTypes])
    if errors:
        return errors, None
    add_declared_types(extended, executable, used)
    return errors, sorted(used)


# ---------------------------------------------------------------------------------------------
# The generator
# ---------------------------------------------------------------------------------------------

MAX_DEPTH = 5          # fields nested at most this deep (root fields are depth 1)
MAX_LITERAL_DEPTH = 4  # input objects and lists nested in a literal
SKIPPED_DIRECTIVES = {"include", "skip", "deprecated", "specifiedBy", "oneOf", "defer", "stream"}
EXECUTABLE_LOCATIONS = {"QUERY", "MUTATION", "SUBSCRIPTION", "FIELD", "FRAGMENT_DEFINITION",
                        "FRAGMENT_SPREAD", "INLINE_FRAGMENT"}


class TooDeep(Exception):
    pass


class Scope:
    """An operation or a fragment: the variables its own selections use, in order, and the
    fragments it spreads. A scope that allows no variables (an unspread fragment written with
    literals only) gets literals everywhere; one that allows no spreads gets none."""

    def __init__(self, name, allow_variables=True, allow_spreads=True):
        self.name = name
        self.allow_variables = allow_variables
        self.allow_spreads = allow_spreads
        self.variables = {}   # name -> (type, default literal or None)
        self.spreads = []     # fragment names, in order, once each


NO_VARIABLES = Scope(None, allow_variables=False, allow_spreads=False)


def can_vary(scope):
    return scope is not None and scope.allow_variables


class Fragment:
    def __init__(self, name, type_name, depth):
        self.name = name
        self.type_name = type_name
        self.depth = depth          # field depth its selections were generated for
        self.text = None
        self.variables = {}         # own and spread fragments', name -> (type, default)
        self.spread_count = 0


def lower_first(name):
    return name[:1].lower() + name[1:]


def upper_first(name):
    return name[:1].upper() + name[1:]


class SchemaFacts:
    """What the generator asks of one schema, computed once."""

    def __init__(self, schema, extension_text=None, extension_fields=()):
        self.schema = schema
        self.extension_text = extension_text
        self.extension_fields = set(extension_fields)   # (type name, field name)
        self.roots = [(kind, root) for kind, root in (
            ("query", schema.query_type),
            ("mutation", schema.mutation_type),
            ("subscription", schema.subscription_type)) if root is not None and root.fields]
        self.types = [t for name, t in schema.type_map.items() if not name.startswith("__")]
        self.composites = [t for t in self.types if is_composite_type(t)]
        self._possible = {}
        self._possible_sets = {}
        self._fields = {}
        self._field_index = {}
        self.directives = [d for d in schema.directives
                           if d.name not in SKIPPED_DIRECTIVES
                           and any(loc.name in EXECUTABLE_LOCATIONS for loc in d.locations)]
        # Types worth a fragment nobody spreads: those with enum or custom-scalar fields.
        self.interesting = [t for t in self.composites
                            if (is_object_type(t) or is_interface_type(t))
                            and any(is_enum_type(get_named_type(f.type))
                                    or is_custom_scalar(get_named_type(f.type))
                                    for f in t.fields.values())]

    def fields_of(self, t):
        """([(name, field)], [base weight], [indexes of composite fields]) of `t`."""
        cached = self._fields.get(t.name)
        if cached is None:
            fields = list(t.fields.items())
            weights = []
            composite = []
            for i, (name, field) in enumerate(fields):
                named = get_named_type(field.type)
                weight = 30.0 if (t.name, name) in self.extension_fields else 1.0
                if is_enum_type(named) or is_custom_scalar(named):
                    weight *= 5.0
                elif not is_leaf_type(named):
                    weight *= 3.0
                    composite.append(i)
                weights.append(weight)
            cached = (fields, weights, composite)
            self._fields[t.name] = cached
            self._field_index[t.name] = {name: i for i, (name, _) in enumerate(fields)}
        return cached

    def field_index(self, t, name):
        return self._field_index[t.name].get(name)

    def possible(self, t):
        """Names of the object types a value of `t` can be, sorted."""
        names = self._possible.get(t.name)
        if names is None:
            if is_object_type(t):
                names = [t.name]
            else:
                names = sorted(p.name for p in self.schema.get_possible_types(t))
            self._possible[t.name] = names
        return names

    def overlaps(self, a, b):
        if a.name == b.name:
            return True
        pb = self._possible_sets.get(b.name)
        if pb is None:
            pb = self._possible_sets[b.name] = frozenset(self.possible(b))
        return any(name in pb for name in self.possible(a))

    def type_conditions(self, parent):
        """Types an inline fragment or a fragment in `parent` may be on: the parent, its
        possible types, and the interfaces those implement."""
        result = [parent]
        seen = {parent.name}
        for name in self.possible(parent)[:40]:
            t = self.schema.get_type(name)
            for candidate in [t] + list(t.interfaces):
                if candidate.name not in seen and self.overlaps(candidate, parent):
                    seen.add(candidate.name)
                    result.append(candidate)
        return result


class DocumentGenerator:
    """Generates one document. Every response name in the document maps to one field, one
    argument list and one type (`self.response_names`): a second selection of the same name
    that would differ gets an alias, so OverlappingFieldsCanBeMerged holds by construction."""

    def __init__(self, facts, rng, relay=True):
        self.facts = facts
        self.schema = facts.schema
        self.rng = rng
        self.relay = relay
        self.response_names = {}
        self.variable_names = set()
        self.fragments = []
        self.fragment_names = set()
        self.operation_names = set()
        self.budget = rng.randint(5, 26)   # fields, roughly
        self.first_field = None
        self.features = Counter()

    # -- names ----------------------------------------------------------------------------

    def fresh_variable(self, hint):
        base = lower_first(hint) or "v"
        name = base
        k = 2
        while name in self.variable_names:
            name = "%s%d" % (base, k)
            k += 1
        self.variable_names.add(name)
        return name

    def fresh(self, taken, base):
        name = base
        k = 2
        while name in taken:
            name = "%s%d" % (base, k)
            k += 1
        taken.add(name)
        return name

    # -- values -----------------------------------------------------------------------------

    def variable(self, scope, location_type, hint):
        """`$name` for a variable of `scope` usable where `location_type` is expected: an
        existing one of the same type now and then, else a new one (of the location's type,
        or its non-null form)."""
        wanted = str(location_type)
        reusable = [name for name, (t, _) in scope.variables.items()
                    if str(t) == wanted or str(t) == wanted + "!"]
        if reusable and self.rng.random() < 0.3:
            self.features["variable reused"] += 1
            return "$" + self.rng.choice(reusable)
        variable_type = location_type
        if not is_non_null_type(location_type) and self.rng.random() < 0.25:
            variable_type = GraphQLNonNull(location_type)
        default = None
        if not is_non_null_type(variable_type) and self.rng.random() < 0.15:
            try:
                default = self.literal(get_nullable(variable_type), NO_VARIABLES, 0, non_null=True)
                self.features["variable default value"] += 1
            except TooDeep:
                default = None
        name = self.fresh_variable(hint)
        scope.variables[name] = (variable_type, default)
        self.note_variable_type(variable_type)
        return "$" + name

    def note_variable_type(self, t):
        if is_non_null_type(t):
            self.features["variable non-null"] += 1
        if is_list_type(get_nullable(t)):
            self.features["variable list"] += 1
        named = get_named_type(t)
        if is_enum_type(named):
            self.features["variable enum"] += 1
        elif is_input_object_type(named):
            self.features["variable input object"] += 1
        elif is_custom_scalar(named):
            self.features["variable custom scalar"] += 1

    def value(self, t, scope, depth, hint):
        """A value for a location of type `t` (an argument): a variable (when `scope` allows
        them) or a literal, which may hold variables in its fields and items."""
        if can_vary(scope) and self.rng.random() < 0.5:
            return self.variable(scope, t, hint)
        return self.literal_or_variable(t, scope, depth, hint)

    def literal_or_variable(self, t, scope, depth, hint):
        """A literal of `t`; when it would nest too deep, a variable instead (any variables
        the abandoned literal had created are forgotten)."""
        saved = dict(scope.variables) if can_vary(scope) else None
        try:
            return self.literal(t, scope, depth, hint=hint)
        except TooDeep:
            if not can_vary(scope):
                raise
            scope.variables.clear()
            scope.variables.update(saved)
            return self.variable(scope, t, hint)

    def literal(self, t, scope, depth, non_null=False, hint="value"):
        if depth > MAX_LITERAL_DEPTH:
            raise TooDeep()
        if is_non_null_type(t):
            return self.literal(t.of_type, scope, depth, non_null=True, hint=hint)
        if not non_null and depth > 0 and self.rng.random() < 0.05:
            return "null"
        if is_list_type(t):
            if depth >= 2 or self.rng.random() < 0.15:
                if self.rng.random() < 0.5:
                    return "[]"
                # A single item where a list is expected (input coercion makes it a list);
                # a literal, since a variable of the item's type is not allowed there.
                saved = dict(scope.variables) if can_vary(scope) else None
                try:
                    self.features["single item for a list"] += 1
                    return self.literal(t.of_type, scope, depth + 1, non_null=True, hint=hint)
                except TooDeep:
                    if saved is not None:
                        scope.variables.clear()
                        scope.variables.update(saved)
                    return "[]"
            items = [self.item_value(t.of_type, scope, depth, hint)
                     for _ in range(self.rng.randint(1, 3))]
            self.features["list literal"] += 1
            return "[" + ", ".join(items) + "]"
        if is_enum_type(t):
            names = [name for name in t.values if name not in ("true", "false", "null")]
            self.features["enum literal"] += 1
            return self.rng.choice(names)
        if is_input_object_type(t):
            return self.object_literal(t, scope, depth)
        return self.scalar_literal(t)

    def item_value(self, item_type, scope, depth, hint):
        if can_vary(scope) and self.rng.random() < 0.35:
            self.features["variable in a list literal"] += 1
            return self.variable(scope, item_type, hint + "Item")
        return self.literal_or_variable(item_type, scope, depth + 1, hint)

    def object_literal(self, t, scope, depth):
        names = list(t.fields)
        required = [n for n in names
                    if is_non_null_type(t.fields[n].type) and t.fields[n].default_value is Undefined]
        optional = [n for n in names if n not in required]
        if t.is_one_of:
            chosen = [self.rng.choice(names)] if names else []
        else:
            extra = []
            if optional and depth < 3:
                extra = self.rng.sample(optional, min(len(optional), self.rng.randint(0, 3)))
            chosen = [n for n in names if n in required or n in extra]
        parts = []
        for name in chosen:
            field_type = t.fields[name].type
            if t.is_one_of and not is_non_null_type(field_type):
                field_type = GraphQLNonNull(field_type)
            if can_vary(scope) and self.rng.random() < 0.3:
                self.features["variable in an input object literal"] += 1
                text = self.variable(scope, field_type, name)
            else:
                text = self.literal_or_variable(field_type, scope, depth + 1, name)
            parts.append("%s: %s" % (name, text))
        self.features["input object literal"] += 1
        if depth > 0:
            self.features["nested input object literal"] += 1
        return "{" + ", ".join(parts) + "}"

    def scalar_literal(self, t):
        name = t.name
        if name == "Int":
            return str(self.rng.randint(0, 50))
        if name == "Float":
            return self.rng.choice(["1.5", "0.25", "10"])
        if name == "Boolean":
            return self.rng.choice(["true", "false"])
        if name == "ID":
            return self.rng.choice(['"id-1"', '"MDQ6VXNlcjE="', "42"])
        if name == "String":
            return self.rng.choice(['"graphql"', '"swift"', '"a b"', '""'])
        self.features["custom scalar literal"] += 1
        return self.rng.choice(['"2024-05-01T12:00:00Z"', '"custom"', '"1"'])

    def arguments(self, args, scope, optional_chance=0.3):
        """`(a: ..., b: ...)` for `args` (a name -> GraphQLArgument map): every required one,
        some optional ones."""
        parts = []
        optional_taken = 0
        for name, arg in args.items():
            required = is_non_null_type(arg.type) and arg.default_value is Undefined
            if not required:
                if optional_taken >= 3 or self.rng.random() >= optional_chance:
                    continue
                optional_taken += 1
            else:
                self.features["required argument"] += 1
            parts.append("%s: %s" % (name, self.value(arg.type, scope, 0, name)))
        return "(" + ", ".join(parts) + ")" if parts else ""

    def condition(self, scope):
        """`@include(if: ...)` or `@skip(if: ...)`, mostly with a variable."""
        directive = self.rng.choice(["include", "skip"])
        if can_vary(scope) and self.rng.random() < 0.8:
            value = self.variable(scope, GraphQLNonNull(self.schema.get_type("Boolean")),
                                  "with" + upper_first(directive) if directive == "include"
                                  else "skip")
            self.features["@%s with a variable" % directive] += 1
        else:
            value = self.rng.choice(["true", "false"])
        return " @%s(if: %s)" % (directive, value)

    def schema_directives(self, location, scope):
        """Now and then one of the schema's own executable directives (Shopify's
        `@inContext(country:)`, GitLab's `@connection(key:)`), with its arguments."""
        text = ""
        for directive in self.facts.directives:
            if location in {loc.name for loc in directive.locations} and self.rng.random() < 0.04:
                text += " @%s%s" % (directive.name,
                                    self.arguments(directive.args, scope, optional_chance=0.5))
                self.features["schema directive @%s" % directive.name] += 1
        return text

    # -- selections -------------------------------------------------------------------------

    def response_name(self, field_name, args_text, field_type):
        key = (field_name, args_text, str(field_type))
        name = field_name
        alias = None
        if self.rng.random() < 0.03:
            name = alias = "my" + upper_first(field_name)
            self.features["alias by choice"] += 1
        k = 2
        while self.response_names.get(name, key) != key:
            name = alias = "%s%d" % (field_name, k)
            k += 1
        if alias is not None:
            self.features["alias"] += 1
        self.response_names[name] = key
        return alias

    def field_weights(self, t, depth, taken):
        """The chance of each field of `t` (in `self.facts.fields_of(t)` order) to be
        selected next: enum and custom-scalar fields most, composite ones next (while depth
        and the budget allow), client extension fields far more; none already `taken`."""
        fields, weights, composite = self.facts.fields_of(t)
        no_composites = depth >= MAX_DEPTH or self.budget <= 0
        result = list(weights)
        if no_composites:
            for i in composite:
                result[i] = 0.0
        for name in taken:
            i = self.facts.field_index(t, name)
            if i is not None:
                result[i] = 0.0
        return fields, result

    def selection_set(self, parent, depth, scope, indent, in_inline=False, root_kind=None):
        """The lines of a selection set on `parent` whose fields are at `depth`."""
        lines = []
        pad = "  " * indent
        if root_kind == "subscription":
            lines.extend(self.field(parent, depth, scope, indent, subscription_root=True))
            return lines
        count = self.rng.randint(1, 4 if depth <= 2 else 3)
        if self.budget <= 0:
            count = 1
        taken = set()   # field names selected here already
        has_fields = is_object_type(parent) or is_interface_type(parent)
        kinds = []
        for _ in range(count):
            roll = self.rng.random()
            if not has_fields:
                kind = "inline" if roll < 0.6 else ("spread" if roll < 0.85 else "typename")
            elif roll < 0.72:
                kind = "field"
            elif roll < 0.78:
                kind = "typename"
            elif roll < 0.88:
                kind = "inline" if not in_inline else "field"
            else:
                kind = "spread" if scope.allow_spreads else "field"
            if not has_fields and kind == "spread" and not scope.allow_spreads:
                kind = "typename"
            if root_kind is not None and kind == "typename":
                kind = "field"
            kinds.append(kind)
        if has_fields and "field" not in kinds and root_kind is not None:
            kinds[0] = "field"
        for kind in kinds:
            if kind == "field":
                lines.extend(self.field(parent, depth, scope, indent, taken=taken))
            elif kind == "typename":
                self.response_name("__typename", "", "String!")
                lines.append(pad + "__typename")
                self.features["__typename"] += 1
            elif kind == "inline":
                lines.extend(self.inline_fragment(parent, depth, scope, indent, in_inline))
            else:
                lines.extend(self.spread(parent, depth, scope, indent))
        if not lines:
            self.response_name("__typename", "", "String!")
            lines.append(pad + "__typename")
            self.features["__typename"] += 1
        return lines

    def field(self, parent, depth, scope, indent, subscription_root=False, taken=None):
        pad = "  " * indent
        if not (is_object_type(parent) or is_interface_type(parent)):
            return []
        taken = set() if taken is None else taken
        fields, weights = self.field_weights(parent, depth, taken)
        if not any(weights):
            # Nothing new: a second selection of a field here, or a composite one when
            # only composite fields are left.
            fields, weights = self.field_weights(parent, depth, ())
            if not any(weights):
                weights = [1.0 if depth < MAX_DEPTH else 0.0 for _ in fields]
            if not any(weights):
                return []
        name, field = self.rng.choices(fields, weights)[0]
        taken.add(name)
        if (parent.name, name) in self.facts.extension_fields:
            self.features["client extension field"] += 1
        if depth == 1 and self.first_field is None:
            self.first_field = name
        self.budget -= 1
        args_text = self.arguments(field.args, scope)
        alias = self.response_name(name, args_text, field.type)
        directives = ""
        if not subscription_root:
            if self.rng.random() < 0.05:
                directives += self.condition(scope)
            directives += self.schema_directives("FIELD", scope)
        head = pad + (alias + ": " if alias else "") + name + args_text + directives
        named = get_named_type(field.type)
        self.features["field at depth %d" % depth] += 1
        if is_leaf_type(named):
            if is_enum_type(named):
                self.features["enum field"] += 1
                self.features["enum field at depth %d" % depth] += 1
            elif is_custom_scalar(named):
                self.features["custom scalar field"] += 1
                self.features["custom scalar field at depth %d" % depth] += 1
            return [head]
        body = self.selection_set(named, depth + 1, scope, indent + 1)
        return [head + " {"] + body + [pad + "}"]

    def inline_fragment(self, parent, depth, scope, indent, in_inline):
        pad = "  " * indent
        if in_inline:
            return []
        conditions = self.facts.type_conditions(parent)
        if is_abstract_type(parent) or self.rng.random() < (0.7 if len(conditions) > 1 else 0.4):
            if is_union_type(parent) or is_interface_type(parent):
                candidates = conditions[1:] or conditions
            else:
                candidates = conditions
            condition = self.rng.choice(candidates)
            head = pad + "... on " + condition.name
            if is_interface_type(parent):
                self.features["inline fragment in an interface"] += 1
            elif is_union_type(parent):
                self.features["inline fragment in a union"] += 1
            else:
                self.features["inline fragment in an object"] += 1
        else:
            condition = parent
            head = pad + "..."
            self.features["inline fragment without type condition"] += 1
        directives = ""
        if head.endswith("...") or self.rng.random() < 0.2:
            directives = self.condition(scope)
        directives += self.schema_directives("INLINE_FRAGMENT", scope)
        body = self.selection_set(condition, depth, scope, indent + 1, in_inline=True)
        return [head + directives + " {"] + body + [pad + "}"]

    def spread(self, parent, depth, scope, indent):
        pad = "  " * indent
        reusable = [f for f in self.fragments
                    if f.depth >= depth and self.facts.overlaps(self.schema.get_type(f.type_name), parent)]
        if reusable and self.rng.random() < 0.4:
            fragment = self.rng.choice(reusable)
        else:
            if self.budget <= 0 and depth > 2:
                return []
            conditions = self.facts.type_conditions(parent)
            condition = parent if self.rng.random() < 0.6 else self.rng.choice(conditions)
            fragment = self.fragment(condition, depth)
        fragment.spread_count += 1
        self.features["fragment spread"] += 1
        if fragment.name not in scope.spreads:
            scope.spreads.append(fragment.name)
        directives = self.condition(scope) if self.rng.random() < 0.08 else ""
        directives += self.schema_directives("FRAGMENT_SPREAD", scope)
        return [pad + "..." + fragment.name + directives]

    def fragment(self, condition, depth, spread=True):
        """A new named fragment on `condition` whose fields start at `depth`."""
        name = self.fresh(self.fragment_names, condition.name + "Fields")
        fragment = Fragment(name, condition.name, depth)
        mode = "plain"
        if not spread:
            # A fragment no operation spreads: no spreads of its own, and variables only
            # when Relay's @argumentDefinitions defines them or (as Apollo's test documents
            # do) when nothing defines them at all.
            roll = self.rng.random()
            if self.relay and roll < 0.3:
                mode = "relay"
            elif roll < 0.4:
                mode = "undefined variables"
            else:
                mode = "literals"
        scope = Scope(name, allow_variables=mode != "literals", allow_spreads=spread)
        body = self.selection_set(condition, depth, scope, 1)
        variables = dict(scope.variables)
        for spread_name in scope.spreads:
            spread_fragment = self.find_fragment(spread_name)
            for var, value in spread_fragment.variables.items():
                variables.setdefault(var, value)
        fragment.variables = variables
        directives = ""
        if mode == "relay" and scope.variables:
            definitions = []
            for var, (t, default) in scope.variables.items():
                text = '%s: {type: "%s"' % (var, t)
                if default is not None:
                    text += ", defaultValue: " + default
                definitions.append(text + "}")
            directives = " @%s(%s)" % (RELAY_ARGUMENT_DEFINITIONS, ", ".join(definitions))
            self.features["relay @argumentDefinitions"] += 1
        elif mode == "undefined variables" and scope.variables:
            self.features["variable used in an unspread fragment, defined nowhere"] += 1
        directives += self.schema_directives("FRAGMENT_DEFINITION", NO_VARIABLES)
        fragment.text = "fragment %s on %s%s {\n%s\n}\n" % (
            name, condition.name, directives, "\n".join(body))
        self.fragments.append(fragment)
        return fragment

    def find_fragment(self, name):
        for fragment in self.fragments:
            if fragment.name == name:
                return fragment
        raise KeyError(name)

    # -- operations and documents -------------------------------------------------------------

    def operation(self, kind, root):
        scope = Scope(None)
        body = self.selection_set(root, 1, scope, 1, root_kind=kind)
        first_field = self.first_field
        self.first_field = None
        name = self.fresh(self.operation_names,
                          upper_first(first_field or root.name) + upper_first(kind))
        directives = self.schema_directives(kind.upper(), scope)
        variables = dict(scope.variables)
        for spread_name in scope.spreads:
            for var, value in self.find_fragment(spread_name).variables.items():
                variables.setdefault(var, value)
        definitions = []
        for var, (t, default) in variables.items():
            definitions.append("$%s: %s%s" % (var, t, " = " + default if default is not None else ""))
        self.features[kind] += 1
        head = "%s %s" % (kind, name)
        if definitions:
            head += "(" + ", ".join(definitions) + ")"
        return "%s%s {\n%s\n}\n" % (head, directives, "\n".join(body))

    def document(self):
        parts = []
        if self.facts.extension_text:
            parts.append(self.facts.extension_text)
            self.features["client schema extension"] += 1
        roots = self.facts.roots
        operations = []
        for i in range(self.rng.randint(1, 3)):
            if i == 0 and self.facts.extension_text:
                kind, root = roots[0]
            else:
                kind, root = self.rng.choice(roots)
            operations.append(self.operation(kind, root))
        parts.extend(operations)
        for _ in range(self.rng.choice([0, 0, 1, 1, 2])):
            pool = self.facts.interesting or [t for t in self.facts.composites if not is_union_type(t)]
            if not pool:
                break
            condition = self.rng.choice(pool)
            self.fragment(condition, self.rng.randint(2, MAX_DEPTH), spread=False)
        for fragment in self.fragments:
            if fragment.spread_count == 0:
                self.features["fragment not spread"] += 1
            parts.append(fragment.text)
        return "\n".join(parts)


def get_nullable(t):
    return t.of_type if is_non_null_type(t) else t


# ---------------------------------------------------------------------------------------------
# Client schema extensions
# ---------------------------------------------------------------------------------------------

def client_extensions(schema, rng):
    """Two client schema extensions for `schema`, each with type names the schema lacks: a
    client enum, scalar and input object; fields of them on the query root, one taking the
    input object as a required argument; an existing input object, which the client input
    object holds, extended with a field of a second client enum (which counts only through
    that extension); an existing enum extended with a value. Returns [(text, [(type, field)])]."""
    query = schema.query_type
    if query is None:
        return []
    inputs = sorted(n for n, t in schema.type_map.items()
                    if is_input_object_type(t) and not n.startswith("__"))
    enums = sorted(n for n, t in schema.type_map.items()
                   if is_enum_type(t) and not n.startswith("__"))
    result = []
    for k in (1, 2):
        def free(base):
            name = base
            i = 2
            while schema.get_type(name) is not None:
                name = "%s%d" % (base, i)
                i += 1
            return name
        enum = free("LocalSortOrder%d" % k)
        priority = free("LocalPriority%d" % k)
        scalar = free("LocalTimestamp%d" % k)
        input_ = free("LocalFilter%d" % k)
        lines = ["enum %s {\n  ASCENDING\n  DESCENDING\n}" % enum,
                 "scalar %s" % scalar]
        input_fields = ["  order: %s" % enum, "  since: %s" % scalar]
        if inputs:
            existing = rng.choice(inputs)
            input_fields.append("  nested: %s" % existing)
            lines.append("enum %s {\n  LOW\n  HIGH\n}" % priority)
            lines.append("extend input %s {\n  localPriority%d: %s\n}" % (existing, k, priority))
        lines.append("input %s {\n%s\n}" % (input_, "\n".join(input_fields)))
        if enums:
            lines.append("extend enum %s {\n  LOCAL_VALUE_%d\n}" % (rng.choice(enums), k))
        fields = [("localSortOrder%d" % k, enum), ("localUpdatedAt%d" % k, scalar),
                  ("localItems%d(filter: %s!)" % (k, input_), "[%s!]" % enum)]
        lines.append("extend type %s {\n%s\n}" % (
            query.name, "\n".join("  %s: %s" % f for f in fields)))
        result.append(("\n\n".join(lines) + "\n",
                       [(query.name, f[0].split("(")[0]) for f in fields]))
    return result


# ---------------------------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------------------------

def generate(schema_path, out_dir, count, seed, extensions=True, relay=True, self_check=False,
             log=sys.stderr):
    started = time.perf_counter()
    schema, note = load_schema(schema_path)
    if note:
        print("%s: %s" % (schema_path, note), file=log)
    base = SchemaFacts(schema)
    if not base.roots:
        raise SystemExit("%s: the schema has no root operation type with fields" % schema_path)
    setup_rng = random.Random("%s:extensions" % seed)
    variants = []
    if extensions:
        for text, fields in client_extensions(schema, setup_rng):
            extended = extend_schema(schema, parse(text))
            variants.append(SchemaFacts(extended, text, fields))
    os.makedirs(out_dir, exist_ok=True)
    for old in sorted(os.listdir(out_dir)):   # an earlier run's files, which a smaller
        if old == "expected.json" or (old.startswith("doc-") and old.endswith(".graphql")):
            os.remove(os.path.join(out_dir, old))   # --count would leave behind
    documents = []
    features = Counter()
    phases = Counter()

    def lap(since, phase):
        now = time.perf_counter()
        phases[phase] += now - since
        return now

    retries = 0
    failures = []
    for index in range(1, count + 1):
        file_name = "doc-%04d.graphql" % index
        attempt = 0
        while True:
            rng = random.Random("%s:%d:%d" % (seed, index, attempt))
            facts = base
            if variants and rng.random() < 0.08:
                facts = rng.choice(variants)
            generator = DocumentGenerator(facts, rng, relay=relay)
            clock = time.perf_counter()
            text = generator.document()
            clock = lap(clock, "generate")
            document = parse(text, no_location=True)
            clock = lap(clock, "parse")
            errors, types = validate_and_use(schema, document)
            clock = lap(clock, "validate and used set")
            if not errors:
                break
            failures.append((file_name, attempt, [e.message for e in errors[:3]], text))
            retries += 1
            attempt += 1
            if attempt >= 20:
                raise SystemExit("%s: %s: no valid document in 20 attempts: %s"
                                 % (schema_path, file_name, errors[0].message))
        with open(os.path.join(out_dir, file_name), "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        if self_check:
            clock = time.perf_counter()
            again = used_types(schema, document)
            lap(clock, "self-check")
            if again != types:
                raise SystemExit("%s: %s: used_types gives %s, the validation pass %s"
                                 % (schema_path, file_name, again, types))
        documents.append({"file": file_name, "types": types})
        features.update(k for k, v in generator.features.items() if v)
    label = "/".join(os.path.abspath(schema_path).split(os.sep)[-2:])
    expected = {"schema": label, "seed": seed, "documents": documents}
    with open(os.path.join(out_dir, "expected.json"), "w", encoding="utf-8", newline="\n") as out:
        json.dump(expected, out, indent=1, ensure_ascii=False)
        out.write("\n")
    elapsed = time.perf_counter() - started
    print("%s: %d documents in %.1f s (%s), %d regenerated after failing validation"
          % (label, count, elapsed,
             ", ".join("%s %.1f s" % (p, phases[p])
                       for p in ("generate", "parse", "validate and used set", "self-check")
                       if p in phases),
             retries), file=log)
    for file_name, attempt, messages, _ in failures[:5]:
        print("  %s attempt %d: %s" % (file_name, attempt, "; ".join(messages)), file=log)
    return expected, features, elapsed, retries, failures


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Random valid GraphQL documents for a schema and the types each uses.")
    parser.add_argument("schema", metavar="SCHEMA_FILE")
    parser.add_argument("out_dir", metavar="OUT_DIR")
    parser.add_argument("--count", type=int, required=True, metavar="N")
    parser.add_argument("--seed", type=int, required=True, metavar="S")
    parser.add_argument("--no-extensions", action="store_true",
                        help="no client schema extensions in the documents")
    parser.add_argument("--no-relay", action="store_true",
                        help="no Relay @argumentDefinitions on fragments")
    parser.add_argument("--self-check", action="store_true",
                        help="also compute each used set with used_types (a TypeInfo visit of "
                             "its own) and stop if it differs from the validation pass's")
    parser.add_argument("--features", action="store_true",
                        help="print on stderr how many documents hold each construct")
    args = parser.parse_args(argv)
    _, features, _, _, _ = generate(args.schema, args.out_dir, args.count, args.seed,
                                    extensions=not args.no_extensions, relay=not args.no_relay,
                                    self_check=args.self_check)
    if args.features:
        for name in sorted(features):
            print("  %6d  %s" % (features[name], name), file=sys.stderr)


if __name__ == "__main__":
    main()
