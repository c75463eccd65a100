/// The names the generator's typed contexts answer, interned when a template is parsed so that
/// looking one up in a `TemplateView` is a switch on a small integer rather than hashing a string.
///
/// A name not listed here still works everywhere a dictionary object is looked up; a typed
/// context simply does not have it, exactly as a dictionary without that key.
enum TemplateKey: String, CaseIterable, Sendable {
    // Every file
    case version, schemaFiles, imports, name, docLines
    // Enums
    case stringType, decoderType, hasDeprecatedCases, explicitAllCases, unknownCase, cases, knownCasesProtocol
    case conformances, wide, caseCount, caseParts, rawValue, deprecation, spaced, number
    // Input objects
    case hasFields, initOnOneLine, indirectType, sendsNull, variableDataType, variableValueConvertibleType
    case fields, hasStorage, label, type, optional, defaultValue, indirect, wireName, storageName, last
    // Wide input objects
    case storage, lastInPart, parts, partSize, equalFunction, variableDataMember, addVariableDataMember
    case hashableType, sendableType, equatableType, boolType, typeName, propertyName, first
}
