// The library product. Each layer is a target of its own (Package.swift); a program that uses
// gen-shared-types as a library imports this one module and gets the public API of all of
// them, as docs/library.md describes it.
@_exported import SharedTypesSupport
@_exported import GraphQLSchema
@_exported import SharedTypesCodegen
@_exported import SharedTypesTools
