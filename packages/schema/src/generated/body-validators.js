// Generated from spec/openapi.yaml by tools/codegen. Do not edit: run `pnpm run codegen`.
/* eslint-disable */
import * as runtimeModule0 from "ajv-formats/dist/formats.js";
const runtime0 = runtimeModule0.default?.__esModule ? runtimeModule0.default : runtimeModule0;
import * as runtimeModule1 from "ajv/dist/runtime/equal.js";
const runtime1 = runtimeModule1.default?.__esModule ? runtimeModule1.default : runtimeModule1;
import * as runtimeModule2 from "ajv/dist/runtime/ucs2length.js";
const runtime2 = runtimeModule2.default?.__esModule ? runtimeModule2.default : runtimeModule2;

export const schema__AccountList = validate22;
const schema7 = {"type":"object","description":"The consented accounts of the PSU in the current context.","required":["accounts"],"properties":{"accounts":{"type":"array","items":{"$ref":"openapi#/definitions/AccountDetails"}},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const schema8 = {"type":"object","description":"An account the PSU has consented to.","required":["currency"],"properties":{"resourceId":{"type":"string","description":"Identifier of the account for the account-information paths."},"iban":{"$ref":"openapi#/definitions/Iban"},"bban":{"$ref":"openapi#/definitions/Bban"},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"name":{"type":"string","description":"Name of the account.","maxLength":70},"product":{"type":"string","description":"Product name given by the bank.","maxLength":35},"cashAccountType":{"type":"string","description":"Cash account type. ISO 20022 ExternalCashAccountType1Code (CACC, TAXE, ...) under x-accept-fix\ncash-account-type-iso (the default since 2024-11-13); before that the bank's own value (such as\nCurrent).\n","maxLength":35},"status":{"$ref":"openapi#/definitions/AccountStatus"},"bic":{"$ref":"openapi#/definitions/Bicfi"},"usage":{"type":"string","enum":["PRIV","ORGA"]},"balances":{"type":"array","description":"Present when withBalance=true.","items":{"$ref":"openapi#/definitions/Balance"}},"_links":{"description":"self, balances and transactions.","allOf":[{"$ref":"openapi#/definitions/Links"}]}}};
const schema9 = {"type":"string","description":"IBAN in the structure of ISO 13616-1:2007: two-letter country code, two check digits, up to 30\nalphanumeric characters, no spaces; at most 34 characters. The check digits are verified beyond the\nschema.\n","maxLength":34,"pattern":"^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{1,30}$"};
const func2 = runtime2.default;
const pattern0 = new RegExp("^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{1,30}$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) > 34){
validate24.errors = [{instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 34},message:"must NOT have more than 34 characters"}];
return false;
}
else {
if(!pattern0.test(data)){
validate24.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{1,30}$"},message:"must match pattern \""+"^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{1,30}$"+"\""}];
return false;
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

const schema10 = {"type":"string","description":"Basic bank account number, at most 30 characters (11 digits with a MOD11 check digit for Norwegian\naccounts; checked beyond the schema).\n","maxLength":30};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) > 30){
validate26.errors = [{instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}

const schema11 = {"type":"string","description":"ISO 4217 alphabetic currency code, restricted to the codes this service accepts (the list of the specification, Common types).","enum":["AED","AFN","ALL","AMD","ANG","AOA","ARS","AUD","AWG","AZN","BAM","BBD","BDT","BGN","BHD","BIF","BMD","BND","BOB","BRL","BSD","BTN","BWP","BYR","BZD","CAD","CDF","CHF","CLP","CNY","COP","CRC","CUC","CUP","CVE","CZK","DJF","DKK","DOP","DZD","EGP","ERN","ETB","EUR","FJD","FKP","GBP","GEL","GGP","GHS","GIP","GMD","GNF","GTQ","GYD","HKD","HNL","HRK","HTG","HUF","IDR","ILS","IMP","INR","IQD","IRR","ISK","JEP","JMD","JOD","JPY","KES","KGS","KHR","KMF","KPW","KRW","KWD","KYD","KZT","LAK","LBP","LKR","LRD","LSL","LYD","MAD","MDL","MGA","MKD","MMK","MNT","MOP","MRO","MUR","MVR","MWK","MXN","MYR","MZN","NAD","NGN","NIO","NOK","NPR","NZD","OMR","PAB","PEN","PGK","PHP","PKR","PLN","PYG","QAR","RON","RSD","RUB","RWF","SAR","SBD","SCR","SDG","SEK","SGD","SHP","SLL","SOS","SPL","SRD","STD","SVC","SYP","SZL","THB","TJS","TMT","TND","TOP","TRY","TTD","TVD","TWD","TZS","UAH","UGX","USD","UYU","UZS","VEF","VND","VUV","WST","XAF","XCD","XDR","XOF","XPF","YER","ZAR","ZMW","ZWD"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data === "AED") || (data === "AFN")) || (data === "ALL")) || (data === "AMD")) || (data === "ANG")) || (data === "AOA")) || (data === "ARS")) || (data === "AUD")) || (data === "AWG")) || (data === "AZN")) || (data === "BAM")) || (data === "BBD")) || (data === "BDT")) || (data === "BGN")) || (data === "BHD")) || (data === "BIF")) || (data === "BMD")) || (data === "BND")) || (data === "BOB")) || (data === "BRL")) || (data === "BSD")) || (data === "BTN")) || (data === "BWP")) || (data === "BYR")) || (data === "BZD")) || (data === "CAD")) || (data === "CDF")) || (data === "CHF")) || (data === "CLP")) || (data === "CNY")) || (data === "COP")) || (data === "CRC")) || (data === "CUC")) || (data === "CUP")) || (data === "CVE")) || (data === "CZK")) || (data === "DJF")) || (data === "DKK")) || (data === "DOP")) || (data === "DZD")) || (data === "EGP")) || (data === "ERN")) || (data === "ETB")) || (data === "EUR")) || (data === "FJD")) || (data === "FKP")) || (data === "GBP")) || (data === "GEL")) || (data === "GGP")) || (data === "GHS")) || (data === "GIP")) || (data === "GMD")) || (data === "GNF")) || (data === "GTQ")) || (data === "GYD")) || (data === "HKD")) || (data === "HNL")) || (data === "HRK")) || (data === "HTG")) || (data === "HUF")) || (data === "IDR")) || (data === "ILS")) || (data === "IMP")) || (data === "INR")) || (data === "IQD")) || (data === "IRR")) || (data === "ISK")) || (data === "JEP")) || (data === "JMD")) || (data === "JOD")) || (data === "JPY")) || (data === "KES")) || (data === "KGS")) || (data === "KHR")) || (data === "KMF")) || (data === "KPW")) || (data === "KRW")) || (data === "KWD")) || (data === "KYD")) || (data === "KZT")) || (data === "LAK")) || (data === "LBP")) || (data === "LKR")) || (data === "LRD")) || (data === "LSL")) || (data === "LYD")) || (data === "MAD")) || (data === "MDL")) || (data === "MGA")) || (data === "MKD")) || (data === "MMK")) || (data === "MNT")) || (data === "MOP")) || (data === "MRO")) || (data === "MUR")) || (data === "MVR")) || (data === "MWK")) || (data === "MXN")) || (data === "MYR")) || (data === "MZN")) || (data === "NAD")) || (data === "NGN")) || (data === "NIO")) || (data === "NOK")) || (data === "NPR")) || (data === "NZD")) || (data === "OMR")) || (data === "PAB")) || (data === "PEN")) || (data === "PGK")) || (data === "PHP")) || (data === "PKR")) || (data === "PLN")) || (data === "PYG")) || (data === "QAR")) || (data === "RON")) || (data === "RSD")) || (data === "RUB")) || (data === "RWF")) || (data === "SAR")) || (data === "SBD")) || (data === "SCR")) || (data === "SDG")) || (data === "SEK")) || (data === "SGD")) || (data === "SHP")) || (data === "SLL")) || (data === "SOS")) || (data === "SPL")) || (data === "SRD")) || (data === "STD")) || (data === "SVC")) || (data === "SYP")) || (data === "SZL")) || (data === "THB")) || (data === "TJS")) || (data === "TMT")) || (data === "TND")) || (data === "TOP")) || (data === "TRY")) || (data === "TTD")) || (data === "TVD")) || (data === "TWD")) || (data === "TZS")) || (data === "UAH")) || (data === "UGX")) || (data === "USD")) || (data === "UYU")) || (data === "UZS")) || (data === "VEF")) || (data === "VND")) || (data === "VUV")) || (data === "WST")) || (data === "XAF")) || (data === "XCD")) || (data === "XDR")) || (data === "XOF")) || (data === "XPF")) || (data === "YER")) || (data === "ZAR")) || (data === "ZMW")) || (data === "ZWD"))){
validate28.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema11.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate28.errors = vErrors;
return errors === 0;
}

const schema12 = {"type":"string","description":"Status of an account.","enum":["enabled","deleted","blocked"]};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "enabled") || (data === "deleted")) || (data === "blocked"))){
validate30.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate30.errors = vErrors;
return errors === 0;
}

const schema13 = {"type":"string","description":"BIC of a financial institution (ISO 9362), 8 or 11 characters.","pattern":"^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$"};
const pattern1 = new RegExp("^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern1.test(data)){
validate32.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$"},message:"must match pattern \""+"^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}

const schema14 = {"type":"object","description":"A balance of an account or card account.","required":["balanceAmount","balanceType"],"properties":{"balanceAmount":{"$ref":"openapi#/definitions/SignedAmount"},"balanceType":{"$ref":"openapi#/definitions/BalanceType"},"creditLimitIncluded":{"type":"boolean"},"lastChangeDateTime":{"type":"string","format":"date-time"},"referenceDate":{"type":"string","format":"date"},"lastCommittedTransaction":{"type":"string","maxLength":35}}};
const schema15 = {"type":"object","description":"Amount of a response: currency and (possibly negative) decimal amount string.","required":["currency","amount"],"properties":{"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"amount":{"$ref":"openapi#/definitions/SignedAmountValue"}}};
const schema16 = {"type":"string","description":"Amount string of a response: the same decimal form as AmountValue (precision 18, scale 5, fraction\ndigits following the currency's minor units) with an optional leading minus for debits and negative\nbalances. Amounts in responses are strings: the x-accept-fix value amount-as-string has been the default\nsince 2020-08-01. The one exception is a sandbox whose clock is set before that date (XS2A_NOW): there a\nrequest without amount-as-string gets JSON numbers, as the service answered before the fix became the\ndefault, which this schema (today's contract) does not describe.\n","pattern":"^-?(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"};
const pattern2 = new RegExp("^-?(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$", "u");

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern2.test(data)){
validate37.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"+"\""}];
return false;
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.currency === undefined) && (missing0 = "currency")) || ((data.amount === undefined) && (missing0 = "amount"))){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.currency !== undefined){
const _errs1 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
const _errs2 = errors;
if(!(validate37(data.amount, {instancePath:instancePath+"/amount",parentData:data,parentDataProperty:"amount",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}

const schema17 = {"type":"string","description":"Type of a balance (Berlin Group names). interimBooked is offered on card accounts since interface 2.16.0.","enum":["closingBooked","expected","openingBooked","interimAvailable","interimBooked","forwardAvailable","nonInvoiced"]};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data === "closingBooked") || (data === "expected")) || (data === "openingBooked")) || (data === "interimAvailable")) || (data === "interimBooked")) || (data === "forwardAvailable")) || (data === "nonInvoiced"))){
validate40.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema17.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate40.errors = vErrors;
return errors === 0;
}

const formats0 = runtime0.fullFormats["date-time"];
const formats2 = runtime0.fullFormats.date;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.balanceAmount === undefined) && (missing0 = "balanceAmount")) || ((data.balanceType === undefined) && (missing0 = "balanceType"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.balanceAmount !== undefined){
const _errs1 = errors;
if(!(validate35(data.balanceAmount, {instancePath:instancePath+"/balanceAmount",parentData:data,parentDataProperty:"balanceAmount",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balanceType !== undefined){
const _errs2 = errors;
if(!(validate40(data.balanceType, {instancePath:instancePath+"/balanceType",parentData:data,parentDataProperty:"balanceType",rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditLimitIncluded !== undefined){
const _errs3 = errors;
if(typeof data.creditLimitIncluded !== "boolean"){
validate34.errors = [{instancePath:instancePath+"/creditLimitIncluded",schemaPath:"#/properties/creditLimitIncluded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastChangeDateTime !== undefined){
let data3 = data.lastChangeDateTime;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
validate34.errors = [{instancePath:instancePath+"/lastChangeDateTime",schemaPath:"#/properties/lastChangeDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/lastChangeDateTime",schemaPath:"#/properties/lastChangeDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.referenceDate !== undefined){
let data4 = data.referenceDate;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
validate34.errors = [{instancePath:instancePath+"/referenceDate",schemaPath:"#/properties/referenceDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/referenceDate",schemaPath:"#/properties/referenceDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastCommittedTransaction !== undefined){
let data5 = data.lastCommittedTransaction;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data5 === "string"){
if(func2(data5) > 35){
validate34.errors = [{instancePath:instancePath+"/lastCommittedTransaction",schemaPath:"#/properties/lastCommittedTransaction/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/lastCommittedTransaction",schemaPath:"#/properties/lastCommittedTransaction/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}

const schema18 = {"type":"object","description":"Map from a link name to a Link. Names used by this service: self, status, scaStatus,\nstartAuthorisation, scaRedirect (the bank's SCA site; the TPP must always look for it), account,\nbalances, transactions, transactionDetails, first, next, previous, last, engagements.\n","additionalProperties":{"$ref":"openapi#/definitions/Link"}};
const schema19 = {"type":"object","description":"A hyperlink with the HTTP methods allowed on it.","required":["href","verbs"],"properties":{"href":{"type":"string","description":"Where the link leads. Links to API resources are paths from the API root, starting with `/v1/`: the\nTPP puts the base URL it calls in front (`https://bank.example/api-sandbox` + `/v1/payments/...`), as\nwith the real service and in Berlin Group's own examples. A bank that runs the server with\nXS2A_LINKS=absolute gets the full address instead. `scaRedirect` is always a full address: it is a page\nfor the PSU's browser, possibly on another host.\n"},"verbs":{"type":"array","description":"HTTP methods the TPP may use on href.","minItems":1,"items":{"type":"string","enum":["GET","PUT","POST","DELETE"]}}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.href === undefined) && (missing0 = "href")) || ((data.verbs === undefined) && (missing0 = "verbs"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.href !== undefined){
const _errs1 = errors;
if(typeof data.href !== "string"){
validate44.errors = [{instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verbs !== undefined){
let data1 = data.verbs;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
if(data1.length < 1){
validate44.errors = [{instancePath:instancePath+"/verbs",schemaPath:"#/properties/verbs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
if(typeof data2 !== "string"){
validate44.errors = [{instancePath:instancePath+"/verbs/" + i0,schemaPath:"#/properties/verbs/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "GET") || (data2 === "PUT")) || (data2 === "POST")) || (data2 === "DELETE"))){
validate44.errors = [{instancePath:instancePath+"/verbs/" + i0,schemaPath:"#/properties/verbs/items/enum",keyword:"enum",params:{allowedValues: schema19.properties.verbs.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/verbs",schemaPath:"#/properties/verbs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}


function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs2 = errors;
if(!(validate44(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.currency === undefined) && (missing0 = "currency")){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.resourceId !== undefined){
const _errs1 = errors;
if(typeof data.resourceId !== "string"){
validate23.errors = [{instancePath:instancePath+"/resourceId",schemaPath:"#/properties/resourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.iban !== undefined){
const _errs3 = errors;
if(!(validate24(data.iban, {instancePath:instancePath+"/iban",parentData:data,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bban !== undefined){
const _errs4 = errors;
if(!(validate26(data.bban, {instancePath:instancePath+"/bban",parentData:data,parentDataProperty:"bban",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs5 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data4 = data.name;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data4 === "string"){
if(func2(data4) > 70){
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.product !== undefined){
let data5 = data.product;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data5 === "string"){
if(func2(data5) > 35){
validate23.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cashAccountType !== undefined){
let data6 = data.cashAccountType;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data6 === "string"){
if(func2(data6) > 35){
validate23.errors = [{instancePath:instancePath+"/cashAccountType",schemaPath:"#/properties/cashAccountType/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/cashAccountType",schemaPath:"#/properties/cashAccountType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs12 = errors;
if(!(validate30(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bic !== undefined){
const _errs13 = errors;
if(!(validate32(data.bic, {instancePath:instancePath+"/bic",parentData:data,parentDataProperty:"bic",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
let data9 = data.usage;
const _errs14 = errors;
if(typeof data9 !== "string"){
validate23.errors = [{instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data9 === "PRIV") || (data9 === "ORGA"))){
validate23.errors = [{instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/enum",keyword:"enum",params:{allowedValues: schema8.properties.usage.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balances !== undefined){
let data10 = data.balances;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data10)){
var valid1 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs18 = errors;
if(!(validate34(data10[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid1 = _errs18 === errors;
if(!valid1){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs19 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

const schema20 = {"type":"array","description":"Messages to the TPP; on success responses only WARNING items.","items":{"$ref":"openapi#/definitions/TppMessage"}};
const schema21 = {"type":"object","description":"One message to the TPP.","required":["category","code"],"properties":{"category":{"$ref":"openapi#/definitions/TppMessageCategory"},"code":{"$ref":"openapi#/definitions/MessageCode"},"path":{"type":"string","description":"Where the problem is: the field's path in the body, dot-separated with array positions in brackets (for example instructedAmount.amount, paymentIds[10], [0].amount for a body that is an array), body when the body as a whole is at fault (not JSON, not UTF-8, or the wrong JSON type), or the name of the header, query or path parameter."},"text":{"type":"string","description":"Explanation for the TPP's developers.","maxLength":512}}};
const schema22 = {"type":"string","description":"ERROR for a failure, WARNING for a notice on a successful response.","enum":["ERROR","WARNING"]};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "ERROR") || (data === "WARNING"))){
validate50.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema22.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate50.errors = vErrors;
return errors === 0;
}

const schema23 = {"type":"string","description":"Code of a tppMessages entry: the codes of the specification's Errors section, the Berlin Group\nNextGenPSD2 codes this service uses, and one of our own (PAYLOAD_TOO_LARGE).\nHTTP status that goes with each code (following the Berlin Group code table, with this service's\ndeviations marked):\n\n- 400: BAD_REQUEST, FORMAT_ERROR (also for characters the downstream system cannot process, such as\n  emoji, and for amounts whose fraction digits do not fit the currency), HTTP_HEADER_REQUIRED,\n  QUERY_PARAMETER_REQUIRED, PARAMETER_NOT_SUPPORTED, TIMESTAMP_INVALID (Date\n  header more than 60 seconds off), PERIOD_INVALID, RESOURCE_UNKNOWN and RESOURCE_EXPIRED when they name\n  something in the request body, SCA_INVALID, PAYMENT_FAILED, EXECUTION_DATE_INVALID, KID_MISSING and\n  KID_INVALID (400, not 401, since release 1.7.0), SIGNATURE_MISSING and SIGNATURE_INVALID (400 in this\n  service, where Berlin Group uses 401), CERTIFICATE_MISSING, CERTIFICATE_INVALID, CERTIFICATE_EXPIRED\n  and CERTIFICATE_BLOCKED (the signing certificate is part of validating the signature, so its problems\n  answer 400 like the signature's own, keeping the Berlin Group codes that say which part failed),\n  REFERENCE_MIX_INVALID (a bulk or periodic payment in a signing basket), HTTP_HEADER_REQUIRED naming\n  PSU-Corporate-ID when a known PSU acts as a corporate user without it. Lacking funds is never an error\n  at initiation here, instant payments included: the bank checks funds when it executes the payment, and\n  the status read then says so (ACCP, later RJCT; an instant payment RJCT at once; with a\n  WARNING saying the funds were lacking); it is never a server failure.\n- 401: ROLE_INVALID (a valid signature, but the certificate lacks the PSD2 role the operation needs),\n  PSU_CREDENTIALS_INVALID, CONSENT_INVALID and CONSENT_EXPIRED (an account read without a valid consent;\n  the body then carries _links.scaRedirect), SCA_EXPIRED (the TPP session's SCA is older than 1 hour\n  where a fresh one is needed), CORPORATE_ID_INVALID when the given PSU-Corporate-ID is not an agreement\n  of the PSU.\n- 403: FORBIDDEN, CONSENT_UNKNOWN (consent revoked by the PSU: no access, and no scaRedirect, since\n  the PSU chose to end it; account reads answer it until the PSU gives a new consent through POST\n  /v1/bank-offered-consents), SERVICE_BLOCKED, RESOURCE_UNKNOWN and RESOURCE_EXPIRED for a resource of\n  another PSU (an account read of an account the PSU of PSU-ID can never give access to in the context\n  the request names, is answered so rather than with an SCA that could not make it readable: without\n  PSU-Corporate-ID the PSU's own accounts, with it those the agreement grants the PSU). A\n  payment, basket or authorisation of another TPP answers 404 RESOURCE_UNKNOWN, as an unknown id does,\n  so that one TPP cannot learn which ids exist at another,\n  PRODUCT_INVALID (a product the PSU or account may not use).\n- 404: NOT_FOUND, RESOURCE_UNKNOWN (path names an unknown resource), PRODUCT_UNKNOWN, SCA_NOT_FOUND.\n- 405: SERVICE_INVALID (method not offered on the resource), CANCELLATION_INVALID (DELETE of a payment\n  that can no longer be cancelled, for example one in PDNG, or a bulk payment with entries already paid\n  out; the text explains why).\n- 406: REQUESTED_FORMATS_INVALID (Accept asks for something other than JSON).\n- 409: CONFLICT, STATUS_INVALID (the resource's status does not allow the request, including an\n  operation outside the allowed kinds on a temporarily rejected payment), REFERENCE_STATUS_INVALID (a\n  payment in a signing basket request is in a status that cannot be signed).\n- 413: PAYLOAD_TOO_LARGE (our own: the body exceeds the server's size limit).\n- 408: FORMAT_ERROR (the request did not arrive within the server's request timeout).\n- 415: FORMAT_ERROR naming Content-Type (our own status: a body that is not application/json in UTF-8).\n- 431: FORMAT_ERROR (our own status: the request's header block is larger than the server accepts, or\n  has more than 2000 header fields).\n- 429: ACCESS_EXCEEDED (more than 4 reads per 24 hours without PSU-IP-Address).\n- 500: SYSTEM_ERROR (the outcome is unknown: something may have been written).\n- 503: SYSTEM_ERROR with Retry-After (the bank is unavailable for a while and wrote nothing of the request:\n  its database out of reach, shutting down or busy past its retries, or a revocation source that does not\n  answer); a client may send the request again after the wait.\n- FUNDS_NOT_AVAILABLE is in the list as Berlin Group has it, and never sent: lacking funds is no error here\n  (see 400 above); the status read says so in a WARNING.\n- 2xx, category WARNING: WARNING (a notice, such as an x-accept-fix value that is not in the catalogue\n  and was ignored, never silently; a query parameter the operation does not take, ignored; a top-level\n  member of a payment initiation body its product does not declare, ignored and not kept with the\n  payment, at most three named and the rest counted; or an execution date the bank moved off a weekend,\n  ACWC; on a payment status read, lacking funds, with fundsAvailable false, or why the bank rejected the\n  payment, the reason in the text).\n\nThe failed-SCA redirect to TPP-Redirect-URI also carries one of these codes in its code parameter\n(typically SCA_INVALID when the PSU rejects or cancels, SCA_EXPIRED, PSU_CREDENTIALS_INVALID or\nSYSTEM_ERROR), and in its status parameter the HTTP status this table gives that code (SCA_INVALID 400,\nSCA_EXPIRED and PSU_CREDENTIALS_INVALID 401, SYSTEM_ERROR 500).\n","enum":["SYSTEM_ERROR","BAD_REQUEST","FORBIDDEN","NOT_FOUND","CONFLICT","HTTP_HEADER_REQUIRED","QUERY_PARAMETER_REQUIRED","SCA_NOT_FOUND","SCA_EXPIRED","SCA_INVALID","FORMAT_ERROR","RESOURCE_UNKNOWN","PSU_CREDENTIALS_INVALID","CONSENT_UNKNOWN","CONSENT_INVALID","CONSENT_EXPIRED","ACCESS_EXCEEDED","PRODUCT_UNKNOWN","PRODUCT_INVALID","KID_MISSING","KID_INVALID","PAYMENT_FAILED","EXECUTION_DATE_INVALID","REFERENCE_MIX_INVALID","REFERENCE_STATUS_INVALID","SIGNATURE_INVALID","SIGNATURE_MISSING","CERTIFICATE_INVALID","CERTIFICATE_EXPIRED","CERTIFICATE_MISSING","CERTIFICATE_BLOCKED","ROLE_INVALID","STATUS_INVALID","SERVICE_INVALID","SERVICE_BLOCKED","PARAMETER_NOT_SUPPORTED","TIMESTAMP_INVALID","PERIOD_INVALID","RESOURCE_EXPIRED","CORPORATE_ID_INVALID","CANCELLATION_INVALID","FUNDS_NOT_AVAILABLE","REQUESTED_FORMATS_INVALID","PAYLOAD_TOO_LARGE","WARNING"]};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((data === "SYSTEM_ERROR") || (data === "BAD_REQUEST")) || (data === "FORBIDDEN")) || (data === "NOT_FOUND")) || (data === "CONFLICT")) || (data === "HTTP_HEADER_REQUIRED")) || (data === "QUERY_PARAMETER_REQUIRED")) || (data === "SCA_NOT_FOUND")) || (data === "SCA_EXPIRED")) || (data === "SCA_INVALID")) || (data === "FORMAT_ERROR")) || (data === "RESOURCE_UNKNOWN")) || (data === "PSU_CREDENTIALS_INVALID")) || (data === "CONSENT_UNKNOWN")) || (data === "CONSENT_INVALID")) || (data === "CONSENT_EXPIRED")) || (data === "ACCESS_EXCEEDED")) || (data === "PRODUCT_UNKNOWN")) || (data === "PRODUCT_INVALID")) || (data === "KID_MISSING")) || (data === "KID_INVALID")) || (data === "PAYMENT_FAILED")) || (data === "EXECUTION_DATE_INVALID")) || (data === "REFERENCE_MIX_INVALID")) || (data === "REFERENCE_STATUS_INVALID")) || (data === "SIGNATURE_INVALID")) || (data === "SIGNATURE_MISSING")) || (data === "CERTIFICATE_INVALID")) || (data === "CERTIFICATE_EXPIRED")) || (data === "CERTIFICATE_MISSING")) || (data === "CERTIFICATE_BLOCKED")) || (data === "ROLE_INVALID")) || (data === "STATUS_INVALID")) || (data === "SERVICE_INVALID")) || (data === "SERVICE_BLOCKED")) || (data === "PARAMETER_NOT_SUPPORTED")) || (data === "TIMESTAMP_INVALID")) || (data === "PERIOD_INVALID")) || (data === "RESOURCE_EXPIRED")) || (data === "CORPORATE_ID_INVALID")) || (data === "CANCELLATION_INVALID")) || (data === "FUNDS_NOT_AVAILABLE")) || (data === "REQUESTED_FORMATS_INVALID")) || (data === "PAYLOAD_TOO_LARGE")) || (data === "WARNING"))){
validate52.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema23.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate52.errors = vErrors;
return errors === 0;
}


function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.category === undefined) && (missing0 = "category")) || ((data.code === undefined) && (missing0 = "code"))){
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.category !== undefined){
const _errs1 = errors;
if(!(validate50(data.category, {instancePath:instancePath+"/category",parentData:data,parentDataProperty:"category",rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs2 = errors;
if(!(validate52(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs3 = errors;
if(typeof data.path !== "string"){
validate49.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
let data3 = data.text;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data3 === "string"){
if(func2(data3) > 512){
validate49.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate49.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate49(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.accounts === undefined) && (missing0 = "accounts")){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.accounts !== undefined){
let data0 = data.accounts;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate23(data0[i0], {instancePath:instancePath+"/accounts/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs4 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}

export const schema__ErrorResponse = validate56;
const schema24 = {"type":"object","description":"The one error body of this service, on every 4xx and 5xx response of every operation. A 401 on an\naccount read without consent carries _links.scaRedirect (see ErrorResponseWithScaRedirect).\n","required":["tppMessages"],"properties":{"tppMessages":{"type":"array","description":"At least one message, category ERROR for the cause.","minItems":1,"items":{"$ref":"openapi#/definitions/TppMessage"}},"_links":{"$ref":"openapi#/definitions/Links"}}};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.tppMessages === undefined) && (missing0 = "tppMessages")){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.tppMessages !== undefined){
let data0 = data.tppMessages;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length < 1){
validate56.errors = [{instancePath:instancePath+"/tppMessages",schemaPath:"#/properties/tppMessages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate49(data0[i0], {instancePath:instancePath+"/tppMessages/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/tppMessages",schemaPath:"#/properties/tppMessages/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs4 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}

export const listAccounts__response_401 = validate59;
const schema25 = {"anyOf":[{"$ref":"openapi#/definitions/ErrorResponseWithScaRedirect"},{"$ref":"openapi#/definitions/ErrorResponse"}]};
const schema26 = {"description":"ErrorResponse narrowed for a 401 on an operation that needs consent or SCA: _links.scaRedirect tells\nthe TPP where to send the PSU to give it.\n","allOf":[{"$ref":"openapi#/definitions/ErrorResponse"},{"type":"object","required":["_links"],"properties":{"_links":{"$ref":"openapi#/definitions/ScaRedirectLinks"}}}]};
const schema27 = {"type":"object","description":"Links that always carry scaRedirect, the address of the bank's SCA site for the PSU's browser.","required":["scaRedirect"],"properties":{"scaRedirect":{"$ref":"openapi#/definitions/Link"}},"additionalProperties":{"$ref":"openapi#/definitions/Link"}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.scaRedirect === undefined) && (missing0 = "scaRedirect")){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "scaRedirect")){
const _errs2 = errors;
if(!(validate44(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
if(_errs1 === errors){
if(data.scaRedirect !== undefined){
if(!(validate44(data.scaRedirect, {instancePath:instancePath+"/scaRedirect",parentData:data,parentDataProperty:"scaRedirect",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data._links === undefined) && (missing0 = "_links")){
validate60.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data._links !== undefined){
if(!(validate62(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
}
else {
validate60.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate60.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate59.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate59.errors = vErrors;
return errors === 0;
}

export const schema__AccountDetailsResponse = validate68;
const schema28 = {"type":"object","description":"One account.","required":["account"],"properties":{"account":{"$ref":"openapi#/definitions/AccountDetails"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.account === undefined) && (missing0 = "account")){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.account !== undefined){
const _errs1 = errors;
if(!(validate23(data.account, {instancePath:instancePath+"/account",parentData:data,parentDataProperty:"account",rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs2 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}

export const getAccount__response_401 = validate71;
const schema29 = {"anyOf":[{"$ref":"openapi#/definitions/ErrorResponseWithScaRedirect"},{"$ref":"openapi#/definitions/ErrorResponse"}]};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate71.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate71.errors = vErrors;
return errors === 0;
}

export const schema__BalancesResponse = validate74;
const schema30 = {"type":"object","description":"Balances of an account.","required":["balances"],"properties":{"account":{"$ref":"openapi#/definitions/AccountIdentification"},"balances":{"type":"array","items":{"$ref":"openapi#/definitions/Balance"}},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const schema31 = {"type":"object","description":"Account named in a response; only the identifiers known for it are present.","properties":{"iban":{"$ref":"openapi#/definitions/Iban"},"bban":{"$ref":"openapi#/definitions/Bban"},"maskedPan":{"type":"string","maxLength":35},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"}}};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.iban !== undefined){
const _errs1 = errors;
if(!(validate24(data.iban, {instancePath:instancePath+"/iban",parentData:data,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bban !== undefined){
const _errs2 = errors;
if(!(validate26(data.bban, {instancePath:instancePath+"/bban",parentData:data,parentDataProperty:"bban",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maskedPan !== undefined){
let data2 = data.maskedPan;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data2 === "string"){
if(func2(data2) > 35){
validate75.errors = [{instancePath:instancePath+"/maskedPan",schemaPath:"#/properties/maskedPan/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate75.errors = [{instancePath:instancePath+"/maskedPan",schemaPath:"#/properties/maskedPan/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs5 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}


function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.balances === undefined) && (missing0 = "balances")){
validate74.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.account !== undefined){
const _errs1 = errors;
if(!(validate75(data.account, {instancePath:instancePath+"/account",parentData:data,parentDataProperty:"account",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balances !== undefined){
let data1 = data.balances;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate34(data1[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate74.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs5 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}

export const getAccountBalances__response_401 = validate82;
const schema32 = {"anyOf":[{"$ref":"openapi#/definitions/ErrorResponseWithScaRedirect"},{"$ref":"openapi#/definitions/ErrorResponse"}]};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate82.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate82.errors = vErrors;
return errors === 0;
}

export const schema__TransactionsResponse = validate85;
const schema33 = {"type":"object","description":"One page of an account's transactions.","required":["transactions"],"properties":{"account":{"$ref":"openapi#/definitions/AccountIdentification"},"transactions":{"$ref":"openapi#/definitions/AccountReport"},"balances":{"type":"array","items":{"$ref":"openapi#/definitions/Balance"}},"_links":{"$ref":"openapi#/definitions/Links"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const schema34 = {"type":"object","description":"Transactions grouped into booked and pending, with paging links.","properties":{"booked":{"type":"array","description":"Fully processed transactions (stable transactionId).","items":{"$ref":"openapi#/definitions/Transaction"}},"pending":{"type":"array","description":"Transactions not yet booked; they may change between reads. For real accounts bookingStatus both or\npending returns every pending transaction, and date and limit filters do not reduce them.\n","items":{"$ref":"openapi#/definitions/Transaction"}},"_links":{"$ref":"openapi#/definitions/TransactionPageLinks"}}};
const schema35 = {"type":"object","description":"An account transaction. Additional proprietary references appear, when available, as further string\nproperties named additionalInformationProprietary followed by a number (additionalInformationProprietary1,\n...); the schema leaves additional properties open for them. When the lighter transaction list\nbecomes default, some information moves to the transaction details operation.\n","required":["transactionAmount"],"properties":{"transactionId":{"type":"string","description":"Identifier of the transaction; stable for booked transactions (release 1.18.0). Pending ones may change between reads."},"entryReference":{"type":"string","maxLength":35},"endToEndId":{"type":"string","maxLength":35},"mandateId":{"type":"string","maxLength":35},"creditorId":{"type":"string","maxLength":35},"bookingDate":{"type":"string","format":"date"},"valueDate":{"type":"string","description":"Absent on pending transactions.","format":"date"},"transactionAmount":{"$ref":"openapi#/definitions/SignedAmount"},"creditorName":{"type":"string","maxLength":70},"creditorAccount":{"$ref":"openapi#/definitions/AccountIdentification"},"ultimateCreditor":{"type":"string","maxLength":70},"debtorName":{"type":"string","maxLength":70},"debtorAccount":{"$ref":"openapi#/definitions/AccountIdentification"},"ultimateDebtor":{"type":"string","maxLength":70},"remittanceInformationUnstructured":{"type":"string","maxLength":140},"remittanceInformationUnstructuredArray":{"type":"array","items":{"type":"string","maxLength":140}},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"purposeCode":{"$ref":"openapi#/definitions/ExternalPurposeCode"},"bankTransactionCode":{"type":"string","maxLength":35},"proprietaryBankTransactionCode":{"type":"string","maxLength":35},"additionalInformation":{"type":"string","maxLength":500},"_links":{"description":"transactionDetails for a booked transaction.","allOf":[{"$ref":"openapi#/definitions/Links"}]}}};
const schema36 = {"type":"object","description":"Structured remittance information. A KID is checked beyond the schema: a bad check digit gives 400\nKID_INVALID, and a payment without KID to a creditor account that requires one gives 400 KID_MISSING.\n","required":["reference"],"properties":{"reference":{"type":"string","description":"The reference, for example a KID (customer identification number with MOD10 or MOD11 check digit).","maxLength":35},"referenceType":{"type":"string","description":"Type of the reference: SCOR for a KID/OCR creditor reference, CINV for an invoice number (for example an eFaktura reference).","maxLength":35},"referenceIssuer":{"type":"string","description":"Issuer of the reference, for example BITS-EFAKTURA.","maxLength":35}}};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.reference === undefined) && (missing0 = "reference")){
validate92.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.reference !== undefined){
let data0 = data.reference;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate92.errors = [{instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate92.errors = [{instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.referenceType !== undefined){
let data1 = data.referenceType;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 35){
validate92.errors = [{instancePath:instancePath+"/referenceType",schemaPath:"#/properties/referenceType/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate92.errors = [{instancePath:instancePath+"/referenceType",schemaPath:"#/properties/referenceType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.referenceIssuer !== undefined){
let data2 = data.referenceIssuer;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) > 35){
validate92.errors = [{instancePath:instancePath+"/referenceIssuer",schemaPath:"#/properties/referenceIssuer/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate92.errors = [{instancePath:instancePath+"/referenceIssuer",schemaPath:"#/properties/referenceIssuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate92.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate92.errors = vErrors;
return errors === 0;
}

const schema37 = {"type":"string","description":"Why money moved, as an ISO 20022 ExternalPurpose1Code: the whole list Berlin Group 1.3.11 gives for transactions (the code sets of June 2018), where a payment initiation takes only the PurposeCode subset. A mock transaction with a code outside it is refused, so that no transaction list carries one a TPP checking answers against Berlin Group's schema would reject.","enum":["BKDF","BKFE","BKFM","BKIP","BKPP","CBLK","CDCB","CDCD","CDCS","CDDP","CDOC","CDQC","ETUP","FCOL","MTUP","ACCT","CASH","COLL","CSDB","DEPT","INTC","LIMA","NETT","BFWD","CCIR","CCPC","CCPM","CCSM","CRDS","CRPR","CRSP","CRTL","EQPT","EQUS","EXPT","EXTD","FIXI","FWBC","FWCC","FWSB","FWSC","MARG","MBSB","MBSC","MGCC","MGSC","OCCC","OPBC","OPCC","OPSB","OPSC","OPTN","OTCD","REPO","RPBC","RPCC","RPSB","RPSC","RVPO","SBSC","SCIE","SCIR","SCRP","SHBC","SHCC","SHSL","SLEB","SLOA","SWBC","SWCC","SWPT","SWSB","SWSC","TBAS","TBBC","TBCC","TRCP","AGRT","AREN","BEXP","BOCE","COMC","CPYR","GDDS","GDSV","GSCB","LICF","MP2B","POPE","ROYA","SCVE","SERV","SUBS","SUPP","TRAD","CHAR","COMT","MP2P","ECPG","ECPR","ECPU","EPAY","CLPR","COMP","DBTC","GOVI","HLRP","HLST","INPC","INPR","INSC","INSU","INTE","LBRI","LIFI","LOAN","LOAR","PENO","PPTI","RELG","RINP","TRFD","FORW","FXNT","ADMG","ADVA","BCDM","BCFG","BLDM","BNET","CBFF","CBFR","CCRD","CDBL","CFEE","CGDD","CORT","COST","CPKC","DCRD","DSMT","DVPM","EDUC","FACT","FAND","FCPM","FEES","GOVT","ICCP","IDCP","IHRP","INSM","IVPT","MCDM","MCFG","MSVC","NOWS","OCDM","OCFG","OFEE","OTHR","PADD","PTSP","RCKE","RCPT","REBT","REFU","RENT","REOD","RIMB","RPNT","RRBN","RVPM","SLPI","SPLT","STDY","TBAN","TBIL","TCSC","TELI","TMPG","TPRI","TPRP","TRNC","TRVC","WEBI","ANNI","CAFI","CFDI","CMDT","DERI","DIVD","FREX","HEDG","INVS","PRME","SAVG","SECU","SEPI","TREA","UNIT","FNET","FUTR","ANTS","CVCF","DMEQ","DNTS","HLTC","HLTI","HSPC","ICRF","LTCF","MAFC","MARF","MDCS","VIEW","CDEP","SWFP","SWPP","SWRS","SWUF","ADCS","AEMP","ALLW","ALMY","BBSC","BECH","BENE","BONU","CCHD","COMM","CSLP","GFRP","GVEA","GVEB","GVEC","GVED","GWLT","HREC","PAYR","PEFC","PENS","PRCP","RHBS","SALA","SSBE","LBIN","LCOL","LFEE","LMEQ","LMFI","LMRK","LREB","LREV","LSFL","ESTX","FWLV","GSTX","HSTX","INTX","NITX","PTXP","RDTX","TAXS","VATX","WHLD","TAXR","B112","BR12","TLRF","TLRR","AIRB","BUSB","FERB","RLWY","TRPT","CBTV","ELEC","ENRG","GASB","NWCH","NWCM","OTLC","PHON","UBIL","WTER"]};
const func0 = runtime1.default;

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate94.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
let valid0;
valid0 = false;
for(const v0 of schema37.enum){
if(func0(data, v0)){
valid0 = true;
break;
}
}
if(!valid0){
validate94.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate94.errors = vErrors;
return errors === 0;
}


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactionAmount === undefined) && (missing0 = "transactionAmount")){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.transactionId !== undefined){
const _errs1 = errors;
if(typeof data.transactionId !== "string"){
validate88.errors = [{instancePath:instancePath+"/transactionId",schemaPath:"#/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entryReference !== undefined){
let data1 = data.entryReference;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 35){
validate88.errors = [{instancePath:instancePath+"/entryReference",schemaPath:"#/properties/entryReference/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/entryReference",schemaPath:"#/properties/entryReference/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endToEndId !== undefined){
let data2 = data.endToEndId;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) > 35){
validate88.errors = [{instancePath:instancePath+"/endToEndId",schemaPath:"#/properties/endToEndId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/endToEndId",schemaPath:"#/properties/endToEndId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mandateId !== undefined){
let data3 = data.mandateId;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func2(data3) > 35){
validate88.errors = [{instancePath:instancePath+"/mandateId",schemaPath:"#/properties/mandateId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/mandateId",schemaPath:"#/properties/mandateId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorId !== undefined){
let data4 = data.creditorId;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func2(data4) > 35){
validate88.errors = [{instancePath:instancePath+"/creditorId",schemaPath:"#/properties/creditorId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/creditorId",schemaPath:"#/properties/creditorId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bookingDate !== undefined){
let data5 = data.bookingDate;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats2.validate(data5))){
validate88.errors = [{instancePath:instancePath+"/bookingDate",schemaPath:"#/properties/bookingDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/bookingDate",schemaPath:"#/properties/bookingDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.valueDate !== undefined){
let data6 = data.valueDate;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data6 === "string"){
if(!(formats2.validate(data6))){
validate88.errors = [{instancePath:instancePath+"/valueDate",schemaPath:"#/properties/valueDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/valueDate",schemaPath:"#/properties/valueDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionAmount !== undefined){
const _errs15 = errors;
if(!(validate35(data.transactionAmount, {instancePath:instancePath+"/transactionAmount",parentData:data,parentDataProperty:"transactionAmount",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorName !== undefined){
let data8 = data.creditorName;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data8 === "string"){
if(func2(data8) > 70){
validate88.errors = [{instancePath:instancePath+"/creditorName",schemaPath:"#/properties/creditorName/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/creditorName",schemaPath:"#/properties/creditorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate75(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ultimateCreditor !== undefined){
let data10 = data.ultimateCreditor;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data10 === "string"){
if(func2(data10) > 70){
validate88.errors = [{instancePath:instancePath+"/ultimateCreditor",schemaPath:"#/properties/ultimateCreditor/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/ultimateCreditor",schemaPath:"#/properties/ultimateCreditor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorName !== undefined){
let data11 = data.debtorName;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data11 === "string"){
if(func2(data11) > 70){
validate88.errors = [{instancePath:instancePath+"/debtorName",schemaPath:"#/properties/debtorName/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/debtorName",schemaPath:"#/properties/debtorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs23 = errors;
if(!(validate75(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ultimateDebtor !== undefined){
let data13 = data.ultimateDebtor;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data13 === "string"){
if(func2(data13) > 70){
validate88.errors = [{instancePath:instancePath+"/ultimateDebtor",schemaPath:"#/properties/ultimateDebtor/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/ultimateDebtor",schemaPath:"#/properties/ultimateDebtor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.remittanceInformationUnstructured !== undefined){
let data14 = data.remittanceInformationUnstructured;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data14 === "string"){
if(func2(data14) > 140){
validate88.errors = [{instancePath:instancePath+"/remittanceInformationUnstructured",schemaPath:"#/properties/remittanceInformationUnstructured/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/remittanceInformationUnstructured",schemaPath:"#/properties/remittanceInformationUnstructured/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.remittanceInformationUnstructuredArray !== undefined){
let data15 = data.remittanceInformationUnstructuredArray;
const _errs28 = errors;
if(errors === _errs28){
if(Array.isArray(data15)){
var valid1 = true;
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
const _errs30 = errors;
if(errors === _errs30){
if(typeof data16 === "string"){
if(func2(data16) > 140){
validate88.errors = [{instancePath:instancePath+"/remittanceInformationUnstructuredArray/" + i0,schemaPath:"#/properties/remittanceInformationUnstructuredArray/items/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/remittanceInformationUnstructuredArray/" + i0,schemaPath:"#/properties/remittanceInformationUnstructuredArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs30 === errors;
if(!valid1){
break;
}
}
}
else {
validate88.errors = [{instancePath:instancePath+"/remittanceInformationUnstructuredArray",schemaPath:"#/properties/remittanceInformationUnstructuredArray/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.remittanceInformationStructured !== undefined){
const _errs32 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.purposeCode !== undefined){
const _errs33 = errors;
if(!(validate94(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bankTransactionCode !== undefined){
let data19 = data.bankTransactionCode;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data19 === "string"){
if(func2(data19) > 35){
validate88.errors = [{instancePath:instancePath+"/bankTransactionCode",schemaPath:"#/properties/bankTransactionCode/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/bankTransactionCode",schemaPath:"#/properties/bankTransactionCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.proprietaryBankTransactionCode !== undefined){
let data20 = data.proprietaryBankTransactionCode;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data20 === "string"){
if(func2(data20) > 35){
validate88.errors = [{instancePath:instancePath+"/proprietaryBankTransactionCode",schemaPath:"#/properties/proprietaryBankTransactionCode/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/proprietaryBankTransactionCode",schemaPath:"#/properties/proprietaryBankTransactionCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.additionalInformation !== undefined){
let data21 = data.additionalInformation;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data21 === "string"){
if(func2(data21) > 500){
validate88.errors = [{instancePath:instancePath+"/additionalInformation",schemaPath:"#/properties/additionalInformation/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"}];
return false;
}
}
else {
validate88.errors = [{instancePath:instancePath+"/additionalInformation",schemaPath:"#/properties/additionalInformation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs40 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}

const schema38 = {"type":"object","description":"Paging links: first, previous, next, last, and account.","properties":{"account":{"$ref":"openapi#/definitions/Link"},"first":{"$ref":"openapi#/definitions/Link"},"previous":{"$ref":"openapi#/definitions/Link"},"next":{"$ref":"openapi#/definitions/Link"},"last":{"$ref":"openapi#/definitions/Link"}},"additionalProperties":{"$ref":"openapi#/definitions/Link"}};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "account") || (key0 === "first")) || (key0 === "previous")) || (key0 === "next")) || (key0 === "last"))){
const _errs2 = errors;
if(!(validate44(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
if(_errs1 === errors){
if(data.account !== undefined){
const _errs3 = errors;
if(!(validate44(data.account, {instancePath:instancePath+"/account",parentData:data,parentDataProperty:"account",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.first !== undefined){
const _errs4 = errors;
if(!(validate44(data.first, {instancePath:instancePath+"/first",parentData:data,parentDataProperty:"first",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.previous !== undefined){
const _errs5 = errors;
if(!(validate44(data.previous, {instancePath:instancePath+"/previous",parentData:data,parentDataProperty:"previous",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.next !== undefined){
const _errs6 = errors;
if(!(validate44(data.next, {instancePath:instancePath+"/next",parentData:data,parentDataProperty:"next",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.last !== undefined){
const _errs7 = errors;
if(!(validate44(data.last, {instancePath:instancePath+"/last",parentData:data,parentDataProperty:"last",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate99.errors = vErrors;
return errors === 0;
}


function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.booked !== undefined){
let data0 = data.booked;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate88(data0[i0], {instancePath:instancePath+"/booked/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate87.errors = [{instancePath:instancePath+"/booked",schemaPath:"#/properties/booked/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pending !== undefined){
let data2 = data.pending;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs6 = errors;
if(!(validate88(data2[i1], {instancePath:instancePath+"/pending/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate87.errors = [{instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs7 = errors;
if(!(validate99(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}


function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactions === undefined) && (missing0 = "transactions")){
validate85.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.account !== undefined){
const _errs1 = errors;
if(!(validate75(data.account, {instancePath:instancePath+"/account",parentData:data,parentDataProperty:"account",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactions !== undefined){
const _errs2 = errors;
if(!(validate87(data.transactions, {instancePath:instancePath+"/transactions",parentData:data,parentDataProperty:"transactions",rootData}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balances !== undefined){
let data2 = data.balances;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate34(data2[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate85.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs6 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs7 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}

export const listAccountTransactions__response_401 = validate111;
const schema39 = {"anyOf":[{"$ref":"openapi#/definitions/ErrorResponseWithScaRedirect"},{"$ref":"openapi#/definitions/ErrorResponse"}]};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate111.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate111.errors = vErrors;
return errors === 0;
}

export const schema__TransactionDetailsResponse = validate114;
const schema40 = {"type":"object","description":"Details of one transaction (interface 2.11.0). The property is named transactionsDetails as in the\nBerlin Group 1.3.11 response definition (whose body schema spells it transactionDetails; we follow the\nresponse).\n","required":["transactionsDetails"],"properties":{"transactionsDetails":{"$ref":"openapi#/definitions/Transaction"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactionsDetails === undefined) && (missing0 = "transactionsDetails")){
validate114.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.transactionsDetails !== undefined){
const _errs1 = errors;
if(!(validate88(data.transactionsDetails, {instancePath:instancePath+"/transactionsDetails",parentData:data,parentDataProperty:"transactionsDetails",rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs2 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate114.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate114.errors = vErrors;
return errors === 0;
}

export const getAccountTransaction__response_401 = validate117;
const schema41 = {"anyOf":[{"$ref":"openapi#/definitions/ErrorResponseWithScaRedirect"},{"$ref":"openapi#/definitions/ErrorResponse"}]};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate117.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate117.errors = vErrors;
return errors === 0;
}

export const schema__AgreementList = validate120;
const schema42 = {"type":"object","description":"The corporate agreements the PSU may act under.","required":["agreements"],"properties":{"agreements":{"type":"array","items":{"$ref":"openapi#/definitions/Agreement"}},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const schema43 = {"type":"object","description":"A corporate agreement of the PSU (decision: the specification does not show this record; these are the fields a TPP needs to choose one).","required":["id","name"],"properties":{"id":{"type":"string","description":"Agreement identifier (a UUID); send it in PSU-Corporate-ID to act under this agreement.","format":"uuid"},"name":{"type":"string","description":"Name of the agreement, usually the company's name.","maxLength":140},"organisationNumber":{"type":"string","description":"Organisation number of the company that owns the agreement.","maxLength":35}}};
const formats8 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate121.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats8.test(data0))){
validate121.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate121.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 140){
validate121.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate121.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organisationNumber !== undefined){
let data2 = data.organisationNumber;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) > 35){
validate121.errors = [{instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate121.errors = [{instancePath:instancePath+"/organisationNumber",schemaPath:"#/properties/organisationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate121.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate121.errors = vErrors;
return errors === 0;
}


function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agreements === undefined) && (missing0 = "agreements")){
validate120.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.agreements !== undefined){
let data0 = data.agreements;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate121(data0[i0], {instancePath:instancePath+"/agreements/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate120.errors = [{instancePath:instancePath+"/agreements",schemaPath:"#/properties/agreements/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs4 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate120.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate120.errors = vErrors;
return errors === 0;
}

export const listAgreements__response_401 = validate124;
const schema44 = {"anyOf":[{"$ref":"openapi#/definitions/ErrorResponseWithScaRedirect"},{"$ref":"openapi#/definitions/ErrorResponse"}]};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate124.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate124.errors = vErrors;
return errors === 0;
}

export const schema__ScaRedirectResponse = validate127;
const schema45 = {"type":"object","description":"Only an SCA redirect: the TPP sends the PSU's browser to _links.scaRedirect; the outcome comes back as\nquery parameters on TPP-Redirect-URI (psu-id, psu-corporate-id, tpp-session-id, context). The SCA link\ncarries the proposed context as a query parameter.\n","required":["_links"],"properties":{"psuMessage":{"$ref":"openapi#/definitions/PsuMessage"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"},"_links":{"$ref":"openapi#/definitions/ScaRedirectLinks"}}};
const schema46 = {"type":"string","description":"Text to show to the PSU.","maxLength":512};

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) > 512){
validate128.errors = [{instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate128.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate128.errors = vErrors;
return errors === 0;
}


function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data._links === undefined) && (missing0 = "_links")){
validate127.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.psuMessage !== undefined){
const _errs1 = errors;
if(!(validate128(data.psuMessage, {instancePath:instancePath+"/psuMessage",parentData:data,parentDataProperty:"psuMessage",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs2 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs3 = errors;
if(!(validate62(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate127.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate127.errors = vErrors;
return errors === 0;
}

export const initiateBulkCrossBorderCreditTransfer__request = validate132;
const schema47 = {"type":"object","description":"Bulk of cross-border credit transfers from one debtor account.","required":["debtorAccount","payments"],"properties":{"paymentInformationId":{"type":"string","description":"Identifier of the bulk chosen by the TPP.","maxLength":35},"batchBookingPreferred":{"type":"boolean","description":"true asks for one booking of the whole bulk on the debtor account. A preference the bank may not follow:\nthe sandbox books each transfer on its own, whatever it says.\n"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReference"},"requestedExecutionDate":{"type":"string","description":"Execution date of every payment of the bulk.","format":"date"},"payments":{"type":"array","description":"The payments, 1 to 1000.","minItems":1,"maxItems":1000,"items":{"$ref":"openapi#/definitions/BulkCrossBorderCreditTransferElement"}}}};
const schema48 = {"type":"object","description":"Account of a payment: bban and/or iban, and the account's currency. The specification marks bban and\niban each optional; since an account needs an identifier, at least one of them must be given\n(decision). The field rules come first (allOf) and the \"bban or iban\" choice second, so that a bad\niban on an account given by iban alone is reported on iban, not as a missing bban.\n","allOf":[{"required":["currency"],"properties":{"bban":{"$ref":"openapi#/definitions/Bban"},"iban":{"$ref":"openapi#/definitions/Iban"},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"}}},{"anyOf":[{"required":["bban"],"properties":{"bban":{"$ref":"openapi#/definitions/Bban"},"iban":{"$ref":"openapi#/definitions/Iban"},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"}}},{"required":["iban"],"properties":{"bban":{"$ref":"openapi#/definitions/Bban"},"iban":{"$ref":"openapi#/definitions/Iban"},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"}}}]}]};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate133.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.currency === undefined) && (missing0 = "currency")){
validate133.errors = [{instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.bban !== undefined){
const _errs2 = errors;
if(!(validate26(data.bban, {instancePath:instancePath+"/bban",parentData:data,parentDataProperty:"bban",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.iban !== undefined){
const _errs3 = errors;
if(!(validate24(data.iban, {instancePath:instancePath+"/iban",parentData:data,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.currency !== undefined){
const _errs4 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs5 = errors;
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.bban === undefined) && (missing1 = "bban")){
const err0 = {instancePath,schemaPath:"#/allOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.bban !== undefined){
const _errs8 = errors;
if(!(validate26(data.bban, {instancePath:instancePath+"/bban",parentData:data,parentDataProperty:"bban",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.iban !== undefined){
const _errs9 = errors;
if(!(validate24(data.iban, {instancePath:instancePath+"/iban",parentData:data,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.currency !== undefined){
const _errs10 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.iban === undefined) && (missing2 = "iban")){
const err1 = {instancePath,schemaPath:"#/allOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.bban !== undefined){
const _errs12 = errors;
if(!(validate26(data.bban, {instancePath:instancePath+"/bban",parentData:data,parentDataProperty:"bban",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.iban !== undefined){
const _errs13 = errors;
if(!(validate24(data.iban, {instancePath:instancePath+"/iban",parentData:data,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.currency !== undefined){
const _errs14 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err2 = {instancePath,schemaPath:"#/allOf/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate133.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
validate133.errors = vErrors;
return errors === 0;
}

const schema49 = {"type":"object","description":"One payment of a bulk of cross-border credit transfers: the single payment's fields without debtorAccount and requestedExecutionDate, which the bulk gives once.\nAt most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","creditorName","creditorAccount"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReference"},"creditorAddress":{"description":"Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,\nproduction from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;\nmissing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.\n","allOf":[{"$ref":"openapi#/definitions/Address"}]},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"},"creditorAgent":{"description":"BIC of the creditor's bank; needed once structured addresses are enforced.","allOf":[{"$ref":"openapi#/definitions/Bicfi"}]},"creditorAgentName":{"type":"string","description":"Name of the creditor's bank.","maxLength":140},"chargeBearer":{"$ref":"openapi#/definitions/ChargeBearer"},"serviceLevel":{"$ref":"openapi#/definitions/ServiceLevel"},"regulatoryReporting":{"type":"array","description":"Regulatory reporting entries (SEPA cross-border payments, interface 2.15.0).","minItems":1,"maxItems":10,"items":{"$ref":"openapi#/definitions/RegulatoryReporting"}}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};
const schema50 = {"type":"string","description":"Free text for the creditor, 1 to 140 characters.","minLength":1,"maxLength":140};

function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) > 140){
validate145.errors = [{instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
else {
if(func2(data) < 1){
validate145.errors = [{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate145.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate145.errors = vErrors;
return errors === 0;
}

const schema51 = {"type":"array","description":"Successor of remittanceInformationStructured (which is deprecated): one or more structured references.","minItems":1,"maxItems":10,"items":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}};

function validate149(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 10){
validate149.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data.length < 1){
validate149.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate92(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
}
else {
validate149.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate149.errors = vErrors;
return errors === 0;
}

const schema52 = {"type":"string","description":"Reference chosen by the TPP that travels end to end with the payment.","maxLength":35};

function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) > 35){
validate154.errors = [{instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate154.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate154.errors = vErrors;
return errors === 0;
}

const schema53 = {"type":"object","description":"Amount of a request: currency and decimal amount string.","required":["currency","amount"],"properties":{"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"amount":{"$ref":"openapi#/definitions/AmountValue"}}};
const schema54 = {"type":"string","description":"Amount string of a request: a decimal with precision 18 and scale 5 (at most 13 integer digits and at\nmost 5 fraction digits), written without sign, exponent, spaces, thousands separators or leading zeros,\nwith a dot as decimal separator. The number of fraction digits must also follow the ISO 4217 minor units\nof the currency (for example at most 2 for NOK and EUR, none for JPY); that rule depends on the sibling\ncurrency and is checked beyond this schema (FORMAT_ERROR, path to the amount).\n","pattern":"^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"};
const pattern3 = new RegExp("^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$", "u");

function validate158(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate158.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"+"\""}];
return false;
}
}
else {
validate158.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate158.errors = vErrors;
return errors === 0;
}


function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.currency === undefined) && (missing0 = "currency")) || ((data.amount === undefined) && (missing0 = "amount"))){
validate156.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.currency !== undefined){
const _errs1 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
const _errs2 = errors;
if(!(validate158(data.amount, {instancePath:instancePath+"/amount",parentData:data,parentDataProperty:"amount",rootData}))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate156.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate156.errors = vErrors;
return errors === 0;
}

const schema55 = {"type":"string","description":"Name of a party, at most 70 characters.","maxLength":70};

function validate161(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) > 70){
validate161.errors = [{instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate161.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate161.errors = vErrors;
return errors === 0;
}

const schema56 = {"type":"string","description":"Name of the creditor, at most 70 characters. Decision: at least one character that is not white space\n(the specification gives only the upper bound; an empty or blank name names nobody, and ISO 20022's\nMax70Text, which Berlin Group uses, has a minimum length of 1).\n","minLength":1,"maxLength":70,"pattern":"\\S"};
const pattern4 = new RegExp("\\S", "u");

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) > 70){
validate163.errors = [{instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
else {
if(func2(data) < 1){
validate163.errors = [{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data)){
validate163.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""}];
return false;
}
}
}
}
else {
validate163.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate163.errors = vErrors;
return errors === 0;
}

const schema57 = {"type":"object","description":"Postal address of a party. country is required inside the object. Decision: the specification limits\nstreet to 70 characters and gives the other parts as plain strings; we hold them to the lengths of the\nISO 20022 postal address a payment is cleared with (building number and postal code 16, town name 35),\nsince a longer part could not be passed on with the payment (400 FORMAT_ERROR naming the part).\n","required":["country"],"properties":{"street":{"type":"string","description":"Street name.","maxLength":70},"streetName":{"type":"string","description":"Street name, as Berlin Group 1.3.11 spells it; when street is given too, this one is used.","maxLength":70},"buildingNumber":{"type":"string","description":"Building number.","maxLength":16},"postalCode":{"type":"string","description":"Postal code.","maxLength":16},"postCode":{"type":"string","description":"Postal code, as Berlin Group 1.3.11 spells it; when postalCode is given too, this one is used.","maxLength":16},"townName":{"type":"string","description":"Town name. Part of the structured address that SEPA and cross-border (SWIFT) payments must carry for the creditor once enforced (sandbox from 2026-08-13, production from 2026-11-15).","maxLength":35},"city":{"type":"string","maxLength":35,"description":"Deprecated alias of townName (interface 2.15.0). Still accepted; when both are given they must be equal (else 400 FORMAT_ERROR at this field). A payment's GET gives the body back as the TPP sent it; addresses the bank writes itself (card transactions of the AIS) use townName."},"country":{"$ref":"openapi#/definitions/ISOCountryCode"}}};
const schema58 = {"type":"string","description":"ISO 3166-1 alpha-2 country code, restricted to the codes this service accepts (the list of the specification, Common types).","maxLength":2,"enum":["AF","AX","AL","DZ","AS","AD","AO","AI","AQ","AG","AR","AM","AW","AU","AT","AZ","BH","BS","BD","BB","BY","BE","BZ","BJ","BM","BT","BO","BQ","BA","BW","BV","BR","IO","BN","BG","BF","BI","KH","CM","CA","CV","KY","CF","TD","CL","CN","CX","CC","CO","KM","CG","CD","CK","CR","CI","HR","CU","CW","CY","CZ","DK","DJ","DM","DO","EC","EG","SV","GQ","ER","EE","ET","FK","FO","FJ","FI","FR","GF","PF","TF","GA","GM","GE","DE","GH","GI","GR","GL","GD","GP","GU","GT","GG","GN","GW","GY","HT","HM","VA","HN","HK","HU","IS","IN","ID","IR","IQ","IE","IM","IL","IT","JM","JP","JE","JO","KZ","KE","KI","KP","KR","KW","KG","LA","LV","LB","LS","LR","LY","LI","LT","LU","MO","MK","MG","MW","MY","MV","ML","MT","MH","MQ","MR","MU","YT","MX","FM","MD","MC","MN","ME","MS","MA","MZ","MM","NA","NR","NP","NL","NC","NZ","NI","NE","NG","NU","NF","MP","NO","OM","PK","PW","PS","PA","PG","PY","PE","PH","PN","PL","PT","PR","QA","RE","RO","RU","RW","BL","SH","KN","LC","MF","PM","VC","WS","SM","ST","SA","SN","RS","SC","SL","SG","SX","SK","SI","SB","SO","ZA","GS","SS","ES","LK","SD","SR","SJ","SZ","SE","CH","SY","TW","TJ","TZ","TH","TL","TG","TK","TO","TT","TN","TR","TM","TC","TV","UG","UA","AE","GB","US","UM","UY","UZ","VU","VE","VN","VG","VI","WF","EH","YE","ZM","ZW"]};

function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
let valid0;
valid0 = false;
for(const v0 of schema58.enum){
if(func0(data, v0)){
valid0 = true;
break;
}
}
if(!valid0){
validate167.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
if(errors === 0){
if(typeof data === "string"){
if(func2(data) > 2){
validate167.errors = [{instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"}];
return false;
}
}
else {
validate167.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate167.errors = vErrors;
return errors === 0;
}


function validate166(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.country === undefined) && (missing0 = "country")){
validate166.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.street !== undefined){
let data0 = data.street;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 70){
validate166.errors = [{instancePath:instancePath+"/street",schemaPath:"#/properties/street/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate166.errors = [{instancePath:instancePath+"/street",schemaPath:"#/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.streetName !== undefined){
let data1 = data.streetName;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 70){
validate166.errors = [{instancePath:instancePath+"/streetName",schemaPath:"#/properties/streetName/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate166.errors = [{instancePath:instancePath+"/streetName",schemaPath:"#/properties/streetName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.buildingNumber !== undefined){
let data2 = data.buildingNumber;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) > 16){
validate166.errors = [{instancePath:instancePath+"/buildingNumber",schemaPath:"#/properties/buildingNumber/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
}
else {
validate166.errors = [{instancePath:instancePath+"/buildingNumber",schemaPath:"#/properties/buildingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.postalCode !== undefined){
let data3 = data.postalCode;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func2(data3) > 16){
validate166.errors = [{instancePath:instancePath+"/postalCode",schemaPath:"#/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
}
else {
validate166.errors = [{instancePath:instancePath+"/postalCode",schemaPath:"#/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.postCode !== undefined){
let data4 = data.postCode;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func2(data4) > 16){
validate166.errors = [{instancePath:instancePath+"/postCode",schemaPath:"#/properties/postCode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
}
else {
validate166.errors = [{instancePath:instancePath+"/postCode",schemaPath:"#/properties/postCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.townName !== undefined){
let data5 = data.townName;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func2(data5) > 35){
validate166.errors = [{instancePath:instancePath+"/townName",schemaPath:"#/properties/townName/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate166.errors = [{instancePath:instancePath+"/townName",schemaPath:"#/properties/townName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.city !== undefined){
let data6 = data.city;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func2(data6) > 35){
validate166.errors = [{instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate166.errors = [{instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.country !== undefined){
const _errs15 = errors;
if(!(validate167(data.country, {instancePath:instancePath+"/country",parentData:data,parentDataProperty:"country",rootData}))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate166.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate166.errors = vErrors;
return errors === 0;
}

const schema59 = {"type":"string","description":"Purpose of the payment: the supported subset of the ISO 20022 external purpose codes.","enum":["INVS","SALA","IDCP","CASH","CORT","INTC","PENS","SSBE","SUPP","TAXS","TREA","VATX","LOAN","OTHR"]};

function validate171(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate171.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((data === "INVS") || (data === "SALA")) || (data === "IDCP")) || (data === "CASH")) || (data === "CORT")) || (data === "INTC")) || (data === "PENS")) || (data === "SSBE")) || (data === "SUPP")) || (data === "TAXS")) || (data === "TREA")) || (data === "VATX")) || (data === "LOAN")) || (data === "OTHR"))){
validate171.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema59.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate171.errors = vErrors;
return errors === 0;
}

const schema60 = {"type":"string","description":"Who bears the charges: DEBT, CRED, SHAR or SLEV (SLEV is the rule for SEPA).","enum":["DEBT","CRED","SHAR","SLEV"]};

function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate177.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "DEBT") || (data === "CRED")) || (data === "SHAR")) || (data === "SLEV"))){
validate177.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate177.errors = vErrors;
return errors === 0;
}

const schema61 = {"type":"string","description":"Service level of a cross-border payment: NURG (normal, the default), URGP (urgent; the higher service\nlevel for non-SEPA cross-border payments, release 1.23.4) or SEPA (a SEPA-eligible cross-border\npayment). URGP is rejected for SEPA payments (FORMAT_ERROR).\n","enum":["NURG","URGP","SEPA"]};

function validate179(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate179.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "NURG") || (data === "URGP")) || (data === "SEPA"))){
validate179.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate179.errors = vErrors;
return errors === 0;
}

const schema62 = {"type":"object","description":"Regulatory reporting of a cross-border payment (supported for SEPA cross-border payments since interface 2.15.0).","required":["code"],"properties":{"code":{"type":"string","description":"Reporting code required by the authorities (the Norwegian payment purpose code for cross-border payments).","minLength":1,"maxLength":10},"information":{"type":"string","description":"Additional text for the report.","maxLength":35}}};

function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.code === undefined) && (missing0 = "code")){
validate181.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 10){
validate181.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
else {
if(func2(data0) < 1){
validate181.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate181.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.information !== undefined){
let data1 = data.information;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 35){
validate181.errors = [{instancePath:instancePath+"/information",schemaPath:"#/properties/information/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate181.errors = [{instancePath:instancePath+"/information",schemaPath:"#/properties/information/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate181.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate181.errors = vErrors;
return errors === 0;
}


function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate144.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate144.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs15 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs16 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs17 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs18 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs20 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs21 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs22 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs23 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs25 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgent !== undefined){
const _errs26 = errors;
if(!(validate32(data.creditorAgent, {instancePath:instancePath+"/creditorAgent",parentData:data,parentDataProperty:"creditorAgent",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgentName !== undefined){
let data18 = data.creditorAgentName;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data18 === "string"){
if(func2(data18) > 140){
validate144.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate144.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs28 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.chargeBearer !== undefined){
const _errs30 = errors;
if(!(validate177(data.chargeBearer, {instancePath:instancePath+"/chargeBearer",parentData:data,parentDataProperty:"chargeBearer",rootData}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid5 = _errs30 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.serviceLevel !== undefined){
const _errs31 = errors;
if(!(validate179(data.serviceLevel, {instancePath:instancePath+"/serviceLevel",parentData:data,parentDataProperty:"serviceLevel",rootData}))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.regulatoryReporting !== undefined){
let data21 = data.regulatoryReporting;
const _errs32 = errors;
if(errors === _errs32){
if(Array.isArray(data21)){
if(data21.length > 10){
validate144.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data21.length < 1){
validate144.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid9 = true;
const len0 = data21.length;
for(let i0=0; i0<len0; i0++){
const _errs34 = errors;
if(!(validate181(data21[i0], {instancePath:instancePath+"/regulatoryReporting/" + i0,parentData:data21,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var valid9 = _errs34 === errors;
if(!valid9){
break;
}
}
}
}
}
else {
validate144.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate144.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate144.errors = vErrors;
return errors === 0;
}


function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.debtorAccount === undefined) && (missing0 = "debtorAccount")) || ((data.payments === undefined) && (missing0 = "payments"))){
validate132.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentInformationId !== undefined){
let data0 = data.paymentInformationId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate132.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate132.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batchBookingPreferred !== undefined){
const _errs3 = errors;
if(typeof data.batchBookingPreferred !== "boolean"){
validate132.errors = [{instancePath:instancePath+"/batchBookingPreferred",schemaPath:"#/properties/batchBookingPreferred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs5 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedExecutionDate !== undefined){
let data3 = data.requestedExecutionDate;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate132.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate132.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payments !== undefined){
let data4 = data.payments;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
if(data4.length > 1000){
validate132.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
if(data4.length < 1){
validate132.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate144(data4[i0], {instancePath:instancePath+"/payments/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate132.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate132.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate132.errors = vErrors;
return errors === 0;
}

export const schema__PaymentInitiationResponse = validate184;
const schema63 = {"type":"object","description":"Answer to every payment creation (201), field for field as the specification's periodic payment\nresponse table gives it.\n","required":["paymentId","transactionStatus"],"properties":{"paymentId":{"type":"string","description":"Identifier of the new payment."},"transactionStatus":{"$ref":"openapi#/definitions/PaymentInitiationTransactionStatus"},"transactionFees":{"description":"Fees of this payment by the bank's public price list, the one the fee information operation answers\nfrom: a Straks transfer from NOK 500.00 costs NOK 2.00 (summed over a bulk payment's entries, per\nexecution of a periodic one); every other product is free (0 in the payment's currency).\n","allOf":[{"$ref":"openapi#/definitions/Amount"}]},"transactionFeeIndicator":{"type":"boolean","description":"Whether fees apply, per the public price list or the PSU's agreement."},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"},"psuMessage":{"$ref":"openapi#/definitions/PsuMessage"},"_links":{"description":"self, status, scaStatus and startAuthorisation as they apply; scaRedirect (the bank's SCA site) when\nSCA is required. The TPP follows scaRedirect when present and otherwise starts the authorisation with\nstartAuthorisation.\n","allOf":[{"$ref":"openapi#/definitions/Links"}]}}};
const schema64 = {"type":"string","description":"Status of a payment in the answer to its creation, as the specification's periodic payment response\ntable lists it: the codes of TransactionStatus without HOLD, which does not occur at creation.\n","enum":["ACCP","ACSC","ACSP","ACTC","ACWC","ACWP","RCVD","PDNG","RJCT","CANC","PART"]};

function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate185.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((data === "ACCP") || (data === "ACSC")) || (data === "ACSP")) || (data === "ACTC")) || (data === "ACWC")) || (data === "ACWP")) || (data === "RCVD")) || (data === "PDNG")) || (data === "RJCT")) || (data === "CANC")) || (data === "PART"))){
validate185.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema64.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate185.errors = vErrors;
return errors === 0;
}


function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.paymentId === undefined) && (missing0 = "paymentId")) || ((data.transactionStatus === undefined) && (missing0 = "transactionStatus"))){
validate184.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentId !== undefined){
const _errs1 = errors;
if(typeof data.paymentId !== "string"){
validate184.errors = [{instancePath:instancePath+"/paymentId",schemaPath:"#/properties/paymentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionStatus !== undefined){
const _errs3 = errors;
if(!(validate185(data.transactionStatus, {instancePath:instancePath+"/transactionStatus",parentData:data,parentDataProperty:"transactionStatus",rootData}))){
vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionFees !== undefined){
const _errs4 = errors;
if(!(validate156(data.transactionFees, {instancePath:instancePath+"/transactionFees",parentData:data,parentDataProperty:"transactionFees",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionFeeIndicator !== undefined){
const _errs6 = errors;
if(typeof data.transactionFeeIndicator !== "boolean"){
validate184.errors = [{instancePath:instancePath+"/transactionFeeIndicator",schemaPath:"#/properties/transactionFeeIndicator/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs8 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.psuMessage !== undefined){
const _errs9 = errors;
if(!(validate128(data.psuMessage, {instancePath:instancePath+"/psuMessage",parentData:data,parentDataProperty:"psuMessage",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs10 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate184.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate184.errors = vErrors;
return errors === 0;
}

export const initiateBulkInstantNorwegianDomesticCreditTransferStraks__request = validate191;
const schema65 = {"type":"object","description":"Bulk of instant Norwegian domestic credit transfer (Straks)s from one debtor account. The sandbox executes\nit as the PSU's SCA completes (on its requestedExecutionDate when that lies ahead): transfers are paid in order\nwhile the funds cover them, and a bulk short of funds ends at once, RJCT or PART when some were paid.\n","required":["debtorAccount","payments"],"properties":{"paymentInformationId":{"type":"string","description":"Identifier of the bulk chosen by the TPP.","maxLength":35},"batchBookingPreferred":{"type":"boolean","description":"true asks for one booking of the whole bulk on the debtor account. A preference the bank may not follow:\nthe sandbox books each transfer on its own, whatever it says.\n"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReference"},"requestedExecutionDate":{"type":"string","description":"Execution date of every payment of the bulk.","format":"date"},"payments":{"type":"array","description":"The payments, 1 to 1000.","minItems":1,"maxItems":1000,"items":{"$ref":"openapi#/definitions/BulkInstantNorwegianDomesticCreditTransferStraksElement"}}}};
const schema66 = {"type":"object","description":"One payment of a bulk of instant Norwegian domestic credit transfer (Straks)s: the single payment's fields without debtorAccount and requestedExecutionDate, which the bulk gives once.\nAt most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","creditorName","creditorAccount"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReference"},"creditorAddress":{"$ref":"openapi#/definitions/Address"},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};

function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate193.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate193.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs15 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs16 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs17 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs18 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs19 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs20 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs21 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs22 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs24 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate193.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate193.errors = vErrors;
return errors === 0;
}


function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.debtorAccount === undefined) && (missing0 = "debtorAccount")) || ((data.payments === undefined) && (missing0 = "payments"))){
validate191.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentInformationId !== undefined){
let data0 = data.paymentInformationId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate191.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate191.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batchBookingPreferred !== undefined){
const _errs3 = errors;
if(typeof data.batchBookingPreferred !== "boolean"){
validate191.errors = [{instancePath:instancePath+"/batchBookingPreferred",schemaPath:"#/properties/batchBookingPreferred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs5 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedExecutionDate !== undefined){
let data3 = data.requestedExecutionDate;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate191.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate191.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payments !== undefined){
let data4 = data.payments;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
if(data4.length > 1000){
validate191.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
if(data4.length < 1){
validate191.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate193(data4[i0], {instancePath:instancePath+"/payments/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate191.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate191.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate191.errors = vErrors;
return errors === 0;
}

export const initiateBulkNorwegianDomesticCreditTransfer__request = validate212;
const schema67 = {"type":"object","description":"Bulk of Norwegian domestic credit transfers from one debtor account.","required":["debtorAccount","payments"],"properties":{"paymentInformationId":{"type":"string","description":"Identifier of the bulk chosen by the TPP.","maxLength":35},"batchBookingPreferred":{"type":"boolean","description":"true asks for one booking of the whole bulk on the debtor account. A preference the bank may not follow:\nthe sandbox books each transfer on its own, whatever it says.\n"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReference"},"requestedExecutionDate":{"type":"string","description":"Execution date of every payment of the bulk.","format":"date"},"payments":{"type":"array","description":"The payments, 1 to 1000.","minItems":1,"maxItems":1000,"items":{"$ref":"openapi#/definitions/BulkNorwegianDomesticCreditTransferElement"}}}};
const schema68 = {"type":"object","description":"One payment of a bulk of Norwegian domestic credit transfers: the single payment's fields without debtorAccount and requestedExecutionDate, which the bulk gives once.\nAt most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","creditorName","creditorAccount"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReference"},"creditorAddress":{"$ref":"openapi#/definitions/Address"},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};

function validate214(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate214.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate214.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs15 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs16 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs17 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs18 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs19 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs20 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs21 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs22 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs24 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate214.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate214.errors = vErrors;
return errors === 0;
}


function validate212(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.debtorAccount === undefined) && (missing0 = "debtorAccount")) || ((data.payments === undefined) && (missing0 = "payments"))){
validate212.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentInformationId !== undefined){
let data0 = data.paymentInformationId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate212.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate212.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batchBookingPreferred !== undefined){
const _errs3 = errors;
if(typeof data.batchBookingPreferred !== "boolean"){
validate212.errors = [{instancePath:instancePath+"/batchBookingPreferred",schemaPath:"#/properties/batchBookingPreferred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs5 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedExecutionDate !== undefined){
let data3 = data.requestedExecutionDate;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate212.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate212.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payments !== undefined){
let data4 = data.payments;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
if(data4.length > 1000){
validate212.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
if(data4.length < 1){
validate212.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate214(data4[i0], {instancePath:instancePath+"/payments/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate212.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate212.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate212.errors = vErrors;
return errors === 0;
}

export const initiateBulkSepaCreditTransfer__request = validate233;
const schema69 = {"type":"object","description":"Bulk of SEPA credit transfers from one debtor account.","required":["debtorAccount","payments"],"properties":{"paymentInformationId":{"type":"string","description":"Identifier of the bulk chosen by the TPP.","maxLength":35},"batchBookingPreferred":{"type":"boolean","description":"true asks for one booking of the whole bulk on the debtor account. A preference the bank may not follow:\nthe sandbox books each transfer on its own, whatever it says.\n"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReferenceIban"},"requestedExecutionDate":{"type":"string","description":"Execution date of every payment of the bulk.","format":"date"},"payments":{"type":"array","description":"The payments, 1 to 1000.","minItems":1,"maxItems":1000,"items":{"$ref":"openapi#/definitions/BulkSepaCreditTransferElement"}}}};
const schema70 = {"type":"object","description":"Account of a SEPA payment: identified by IBAN (bban, when given, must be the same account).","required":["iban","currency"],"properties":{"iban":{"$ref":"openapi#/definitions/Iban"},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"bban":{"$ref":"openapi#/definitions/Bban"}}};

function validate234(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.iban === undefined) && (missing0 = "iban")) || ((data.currency === undefined) && (missing0 = "currency"))){
validate234.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.iban !== undefined){
const _errs1 = errors;
if(!(validate24(data.iban, {instancePath:instancePath+"/iban",parentData:data,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs2 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bban !== undefined){
const _errs3 = errors;
if(!(validate26(data.bban, {instancePath:instancePath+"/bban",parentData:data,parentDataProperty:"bban",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate234.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate234.errors = vErrors;
return errors === 0;
}

const schema71 = {"type":"object","description":"One payment of a bulk of SEPA credit transfers: the single payment's fields without debtorAccount and requestedExecutionDate, which the bulk gives once.\nAt most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","creditorName","creditorAccount"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReferenceIban"},"creditorAddress":{"description":"Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,\nproduction from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;\nmissing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.\n","allOf":[{"$ref":"openapi#/definitions/Address"}]},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"},"creditorAgent":{"description":"BIC of the creditor's bank; needed once structured addresses are enforced.","allOf":[{"$ref":"openapi#/definitions/Bicfi"}]},"creditorAgentName":{"type":"string","description":"Name of the creditor's bank.","maxLength":140},"chargeBearer":{"$ref":"openapi#/definitions/ChargeBearer"}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};

function validate239(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate239.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate239.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs15 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs16 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs17 = errors;
if(!(validate234(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs18 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs20 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs21 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs22 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs23 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs25 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgent !== undefined){
const _errs26 = errors;
if(!(validate32(data.creditorAgent, {instancePath:instancePath+"/creditorAgent",parentData:data,parentDataProperty:"creditorAgent",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgentName !== undefined){
let data18 = data.creditorAgentName;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data18 === "string"){
if(func2(data18) > 140){
validate239.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate239.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs28 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.chargeBearer !== undefined){
const _errs30 = errors;
if(!(validate177(data.chargeBearer, {instancePath:instancePath+"/chargeBearer",parentData:data,parentDataProperty:"chargeBearer",rootData}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid5 = _errs30 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate239.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate239.errors = vErrors;
return errors === 0;
}


function validate233(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.debtorAccount === undefined) && (missing0 = "debtorAccount")) || ((data.payments === undefined) && (missing0 = "payments"))){
validate233.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentInformationId !== undefined){
let data0 = data.paymentInformationId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate233.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate233.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batchBookingPreferred !== undefined){
const _errs3 = errors;
if(typeof data.batchBookingPreferred !== "boolean"){
validate233.errors = [{instancePath:instancePath+"/batchBookingPreferred",schemaPath:"#/properties/batchBookingPreferred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs5 = errors;
if(!(validate234(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedExecutionDate !== undefined){
let data3 = data.requestedExecutionDate;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate233.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate233.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payments !== undefined){
let data4 = data.payments;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
if(data4.length > 1000){
validate233.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
if(data4.length < 1){
validate233.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate239(data4[i0], {instancePath:instancePath+"/payments/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate239.errors : vErrors.concat(validate239.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate233.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate233.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate233.errors = vErrors;
return errors === 0;
}

export const schema__BulkPaymentDetails = validate260;
const schema72 = {"description":"A bulk payment read back: the body it was created with\n(one of the product bodies) plus paymentId, transactionStatus and _links. Status and details are\nreadable from creation on, also for domestic transfers before approval (the real service's known\nissue is not reproduced).\n","allOf":[{"anyOf":[{"$ref":"openapi#/definitions/BulkNorwegianDomesticCreditTransfer"},{"$ref":"openapi#/definitions/BulkInstantNorwegianDomesticCreditTransferStraks"},{"$ref":"openapi#/definitions/BulkSepaCreditTransfer"},{"$ref":"openapi#/definitions/BulkCrossBorderCreditTransfer"}]},{"$ref":"openapi#/definitions/PaymentResourceInfo"}]};

function validate261(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.debtorAccount === undefined) && (missing0 = "debtorAccount")) || ((data.payments === undefined) && (missing0 = "payments"))){
validate261.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentInformationId !== undefined){
let data0 = data.paymentInformationId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate261.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate261.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batchBookingPreferred !== undefined){
const _errs3 = errors;
if(typeof data.batchBookingPreferred !== "boolean"){
validate261.errors = [{instancePath:instancePath+"/batchBookingPreferred",schemaPath:"#/properties/batchBookingPreferred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs5 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedExecutionDate !== undefined){
let data3 = data.requestedExecutionDate;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate261.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate261.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payments !== undefined){
let data4 = data.payments;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
if(data4.length > 1000){
validate261.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
if(data4.length < 1){
validate261.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate214(data4[i0], {instancePath:instancePath+"/payments/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate261.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate261.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate261.errors = vErrors;
return errors === 0;
}


function validate265(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.debtorAccount === undefined) && (missing0 = "debtorAccount")) || ((data.payments === undefined) && (missing0 = "payments"))){
validate265.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentInformationId !== undefined){
let data0 = data.paymentInformationId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate265.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate265.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batchBookingPreferred !== undefined){
const _errs3 = errors;
if(typeof data.batchBookingPreferred !== "boolean"){
validate265.errors = [{instancePath:instancePath+"/batchBookingPreferred",schemaPath:"#/properties/batchBookingPreferred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs5 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedExecutionDate !== undefined){
let data3 = data.requestedExecutionDate;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate265.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate265.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payments !== undefined){
let data4 = data.payments;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
if(data4.length > 1000){
validate265.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
if(data4.length < 1){
validate265.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate193(data4[i0], {instancePath:instancePath+"/payments/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate265.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate265.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate265.errors = vErrors;
return errors === 0;
}


function validate269(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.debtorAccount === undefined) && (missing0 = "debtorAccount")) || ((data.payments === undefined) && (missing0 = "payments"))){
validate269.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentInformationId !== undefined){
let data0 = data.paymentInformationId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate269.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate269.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batchBookingPreferred !== undefined){
const _errs3 = errors;
if(typeof data.batchBookingPreferred !== "boolean"){
validate269.errors = [{instancePath:instancePath+"/batchBookingPreferred",schemaPath:"#/properties/batchBookingPreferred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs5 = errors;
if(!(validate234(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedExecutionDate !== undefined){
let data3 = data.requestedExecutionDate;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate269.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate269.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payments !== undefined){
let data4 = data.payments;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
if(data4.length > 1000){
validate269.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
if(data4.length < 1){
validate269.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate239(data4[i0], {instancePath:instancePath+"/payments/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate239.errors : vErrors.concat(validate239.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate269.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate269.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate269.errors = vErrors;
return errors === 0;
}


function validate273(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.debtorAccount === undefined) && (missing0 = "debtorAccount")) || ((data.payments === undefined) && (missing0 = "payments"))){
validate273.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentInformationId !== undefined){
let data0 = data.paymentInformationId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate273.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate273.errors = [{instancePath:instancePath+"/paymentInformationId",schemaPath:"#/properties/paymentInformationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batchBookingPreferred !== undefined){
const _errs3 = errors;
if(typeof data.batchBookingPreferred !== "boolean"){
validate273.errors = [{instancePath:instancePath+"/batchBookingPreferred",schemaPath:"#/properties/batchBookingPreferred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs5 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestedExecutionDate !== undefined){
let data3 = data.requestedExecutionDate;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate273.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate273.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payments !== undefined){
let data4 = data.payments;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
if(data4.length > 1000){
validate273.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
if(data4.length < 1){
validate273.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate144(data4[i0], {instancePath:instancePath+"/payments/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate273.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate273.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate273.errors = vErrors;
return errors === 0;
}

const schema77 = {"type":"object","description":"Fields the service adds to a payment body when it is read back.","required":["paymentId","transactionStatus"],"properties":{"paymentId":{"type":"string","description":"Identifier of the payment."},"transactionStatus":{"$ref":"openapi#/definitions/TransactionStatus"},"tppMessages":{"description":"A WARNING naming requestedExecutionDate when the status is ACWC (see PaymentStatusResponse).","allOf":[{"$ref":"openapi#/definitions/TppMessages"}]},"_links":{"description":"As on the status read (PaymentStatusResponse).","allOf":[{"$ref":"openapi#/definitions/Links"}]}}};
const schema78 = {"type":"string","description":"Status of a payment (ISO 20022 codes): RCVD received; ACTC technically validated and authorised by\nSCA; ACCP accepted but lacking funds (fundsAvailable false on status reads); ACWC accepted with change;\nACWP accepted without posting; ACSP settlement in process (after a batch run); ACSC settled on the\ndebtor's account; PDNG pending (waiting for execution; cannot be cancelled here); PART some payments of\na bulk accepted; RJCT rejected; CANC cancelled. HOLD is this service's name for the status of a\npayment that the bank has held or stopped (interface 2.12.0 only says \"a new payment status\"; there is\nno ISO 20022 code for it, so we chose a four-letter name in the same style). A held payment is not\nfinal: it may move on to ACTC, ACSP or RJCT, or be cancelled (CANC); operations outside the allowed\nkinds on a temporarily rejected or held payment are rejected (409 STATUS_INVALID).\n","enum":["ACCP","ACSC","ACSP","ACTC","ACWC","ACWP","RCVD","PDNG","RJCT","CANC","PART","HOLD"]};

function validate278(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate278.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((data === "ACCP") || (data === "ACSC")) || (data === "ACSP")) || (data === "ACTC")) || (data === "ACWC")) || (data === "ACWP")) || (data === "RCVD")) || (data === "PDNG")) || (data === "RJCT")) || (data === "CANC")) || (data === "PART")) || (data === "HOLD"))){
validate278.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema78.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate278.errors = vErrors;
return errors === 0;
}


function validate277(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.paymentId === undefined) && (missing0 = "paymentId")) || ((data.transactionStatus === undefined) && (missing0 = "transactionStatus"))){
validate277.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentId !== undefined){
const _errs1 = errors;
if(typeof data.paymentId !== "string"){
validate277.errors = [{instancePath:instancePath+"/paymentId",schemaPath:"#/properties/paymentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionStatus !== undefined){
const _errs3 = errors;
if(!(validate278(data.transactionStatus, {instancePath:instancePath+"/transactionStatus",parentData:data,parentDataProperty:"transactionStatus",rootData}))){
vErrors = vErrors === null ? validate278.errors : vErrors.concat(validate278.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs4 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs6 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate277.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate277.errors = vErrors;
return errors === 0;
}


function validate260(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
let valid1 = false;
const _errs2 = errors;
if(!(validate261(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs3 = errors;
if(!(validate265(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(!(validate269(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(!(validate273(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate273.errors : vErrors.concat(validate273.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
}
}
if(!valid1){
const err0 = {instancePath,schemaPath:"#/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate260.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs6 = errors;
if(!(validate277(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate277.errors : vErrors.concat(validate277.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
validate260.errors = vErrors;
return errors === 0;
}

export const schema__PaymentCancellationResponse = validate283;
const schema79 = {"type":"object","description":"Answer (202) to the cancellation of an authorised payment: the cancellation needs its own SCA. The\nfirst cancellation authorisation is started implicitly: the TPP sends the PSU to _links.scaRedirect,\n_links.scaStatus is that authorisation under /cancellation-authorisations, and the outcome shows as\ntransactionStatus CANC on the payment's status. Only a PSU who may use the debtor account in the way of\nacting chosen (as a private person, or for an agreement covering the account) can cancel: the SCA page\noffers no other, and an approval in another fails the SCA with 405 CANCELLATION_INVALID on the redirect,\nthe payment left as it was. Should the PSU abandon it, POST /cancellation-authorisations starts another.\n","required":["transactionStatus","_links"],"properties":{"transactionStatus":{"$ref":"openapi#/definitions/TransactionStatus"},"scaStatus":{"$ref":"openapi#/definitions/ScaStatus"},"psuMessage":{"$ref":"openapi#/definitions/PsuMessage"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"},"_links":{"description":"scaRedirect and scaStatus for the cancellation's SCA, and the payment's self and status (see\nPaymentStatusResponse). For an ACWC payment tppMessages carries the moved execution date's WARNING.\n","allOf":[{"$ref":"openapi#/definitions/ScaRedirectLinks"}]}}};
const schema80 = {"type":"string","description":"Status of an authorisation: received (created), psuIdentified, started (the PSU is at the SCA site),\nfinalised (approved), failed (rejected, aborted or expired), exempted (a live TPP session covers it: no\nnew authentication; the PSU still decides what is left, such as a consent's accounts, in the session's\ncontext).\n","enum":["received","psuIdentified","started","finalised","failed","exempted"]};

function validate285(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate285.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data === "received") || (data === "psuIdentified")) || (data === "started")) || (data === "finalised")) || (data === "failed")) || (data === "exempted"))){
validate285.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema80.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate285.errors = vErrors;
return errors === 0;
}


function validate283(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.transactionStatus === undefined) && (missing0 = "transactionStatus")) || ((data._links === undefined) && (missing0 = "_links"))){
validate283.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.transactionStatus !== undefined){
const _errs1 = errors;
if(!(validate278(data.transactionStatus, {instancePath:instancePath+"/transactionStatus",parentData:data,parentDataProperty:"transactionStatus",rootData}))){
vErrors = vErrors === null ? validate278.errors : vErrors.concat(validate278.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scaStatus !== undefined){
const _errs2 = errors;
if(!(validate285(data.scaStatus, {instancePath:instancePath+"/scaStatus",parentData:data,parentDataProperty:"scaStatus",rootData}))){
vErrors = vErrors === null ? validate285.errors : vErrors.concat(validate285.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.psuMessage !== undefined){
const _errs3 = errors;
if(!(validate128(data.psuMessage, {instancePath:instancePath+"/psuMessage",parentData:data,parentDataProperty:"psuMessage",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs4 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs5 = errors;
if(!(validate62(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate283.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate283.errors = vErrors;
return errors === 0;
}

export const schema__AuthorisationList = validate290;
const schema81 = {"type":"object","description":"The authorisations of a payment or signing basket.","required":["authorisationIds"],"properties":{"authorisationIds":{"type":"array","description":"Identifiers of the resource's authorisations, oldest first.","items":{"type":"string"}},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate290(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.authorisationIds === undefined) && (missing0 = "authorisationIds")){
validate290.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.authorisationIds !== undefined){
let data0 = data.authorisationIds;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate290.errors = [{instancePath:instancePath+"/authorisationIds/" + i0,schemaPath:"#/properties/authorisationIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate290.errors = [{instancePath:instancePath+"/authorisationIds",schemaPath:"#/properties/authorisationIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs5 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate290.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate290.errors = vErrors;
return errors === 0;
}

export const schema__StartAuthorisationResponse = validate292;
const schema82 = {"type":"object","description":"A started authorisation (201) with the SCA redirect.","required":["scaStatus","authorisationId","_links"],"properties":{"scaStatus":{"$ref":"openapi#/definitions/ScaStatus"},"authorisationId":{"type":"string","description":"Identifier of the new authorisation."},"psuMessage":{"$ref":"openapi#/definitions/PsuMessage"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"},"_links":{"description":"scaRedirect (where to send the PSU) and scaStatus (the authorisation).","allOf":[{"$ref":"openapi#/definitions/ScaRedirectLinks"}]}}};

function validate292(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.scaStatus === undefined) && (missing0 = "scaStatus")) || ((data.authorisationId === undefined) && (missing0 = "authorisationId"))) || ((data._links === undefined) && (missing0 = "_links"))){
validate292.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.scaStatus !== undefined){
const _errs1 = errors;
if(!(validate285(data.scaStatus, {instancePath:instancePath+"/scaStatus",parentData:data,parentDataProperty:"scaStatus",rootData}))){
vErrors = vErrors === null ? validate285.errors : vErrors.concat(validate285.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.authorisationId !== undefined){
const _errs2 = errors;
if(typeof data.authorisationId !== "string"){
validate292.errors = [{instancePath:instancePath+"/authorisationId",schemaPath:"#/properties/authorisationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.psuMessage !== undefined){
const _errs4 = errors;
if(!(validate128(data.psuMessage, {instancePath:instancePath+"/psuMessage",parentData:data,parentDataProperty:"psuMessage",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs5 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs6 = errors;
if(!(validate62(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate292.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate292.errors = vErrors;
return errors === 0;
}

export const schema__ScaStatusResponse = validate297;
const schema83 = {"type":"object","description":"Status of one authorisation.","required":["scaStatus"],"properties":{"scaStatus":{"$ref":"openapi#/definitions/ScaStatus"},"psuMessage":{"$ref":"openapi#/definitions/PsuMessage"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"},"_links":{"$ref":"openapi#/definitions/Links"}}};

function validate297(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.scaStatus === undefined) && (missing0 = "scaStatus")){
validate297.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.scaStatus !== undefined){
const _errs1 = errors;
if(!(validate285(data.scaStatus, {instancePath:instancePath+"/scaStatus",parentData:data,parentDataProperty:"scaStatus",rootData}))){
vErrors = vErrors === null ? validate285.errors : vErrors.concat(validate285.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.psuMessage !== undefined){
const _errs2 = errors;
if(!(validate128(data.psuMessage, {instancePath:instancePath+"/psuMessage",parentData:data,parentDataProperty:"psuMessage",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs3 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs4 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate297.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate297.errors = vErrors;
return errors === 0;
}

export const schema__PaymentStatusResponse = validate302;
const schema84 = {"type":"object","description":"Status of a payment. Beside Berlin Group's fields, paymentId and _links (self, status) as the bank's live\nAPI answers them. Every answer about a payment (status, details, the 202 to DELETE) links it by one rule:\nself offers DELETE while the payment can still be cancelled (RCVD, ACTC, ACWC, and ACCP with none of its\ntransfers paid out), and startAuthorisation (POST .../authorisations) appears while the payment still\nwaits for the PSU's SCA (RCVD), also after an SCA that expired or was abandoned. The status is readable from creation (RCVD) on: this service does not reproduce the\nknown issue of the specification's States section (a domestic transfer unreadable before approval).\n","required":["transactionStatus"],"properties":{"paymentId":{"type":"string","description":"The payment this status belongs to."},"transactionStatus":{"$ref":"openapi#/definitions/TransactionStatus"},"fundsAvailable":{"type":"boolean","description":"Whether the debtor account had the funds; false explains an ACCP or RJCT due to lacking funds (then with a WARNING at debtorAccount saying so)."},"psuMessage":{"$ref":"openapi#/definitions/PsuMessage"},"tppMessages":{"description":"Warnings that explain the status, each of code WARNING with the reason in its text (Berlin Group\n1.3.11 allows only ERROR or WARNING as codes here): funds not available (path debtorAccount) while\nfunds are lacking or after a rejection for lack of them, \"Rejected: ...\" when the bank rejected the\npayment for another reason, and for ACWC\na WARNING with path requestedExecutionDate naming the bank day the bank moved an execution date that\nis not a bank day (a Saturday, a Sunday or a Norwegian bank holiday: 1 January, Maundy Thursday, Good\nFriday, Easter Monday, 1 May, 17 May, Ascension Day, Whit Monday, 24, 25, 26 and 31 December) to (the\npayment's requestedExecutionDate then reads that day).\n","allOf":[{"$ref":"openapi#/definitions/TppMessages"}]},"_links":{"$ref":"openapi#/definitions/Links"}}};

function validate302(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactionStatus === undefined) && (missing0 = "transactionStatus")){
validate302.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentId !== undefined){
const _errs1 = errors;
if(typeof data.paymentId !== "string"){
validate302.errors = [{instancePath:instancePath+"/paymentId",schemaPath:"#/properties/paymentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionStatus !== undefined){
const _errs3 = errors;
if(!(validate278(data.transactionStatus, {instancePath:instancePath+"/transactionStatus",parentData:data,parentDataProperty:"transactionStatus",rootData}))){
vErrors = vErrors === null ? validate278.errors : vErrors.concat(validate278.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fundsAvailable !== undefined){
const _errs4 = errors;
if(typeof data.fundsAvailable !== "boolean"){
validate302.errors = [{instancePath:instancePath+"/fundsAvailable",schemaPath:"#/properties/fundsAvailable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.psuMessage !== undefined){
const _errs6 = errors;
if(!(validate128(data.psuMessage, {instancePath:instancePath+"/psuMessage",parentData:data,parentDataProperty:"psuMessage",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs7 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs9 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate302.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate302.errors = vErrors;
return errors === 0;
}

export const schema__CardAccountList = validate307;
const schema85 = {"type":"object","description":"The consented card accounts (possibly none).","required":["cardAccounts"],"properties":{"cardAccounts":{"type":"array","items":{"$ref":"openapi#/definitions/CardAccountDetails"}},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const schema86 = {"type":"object","description":"A card account the PSU has consented to.","required":["maskedPan","currency"],"properties":{"resourceId":{"type":"string","description":"Identifier of the card account for the card-account paths."},"maskedPan":{"type":"string","maxLength":35},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"name":{"type":"string","description":"Name of the card account: up to 70 characters under x-accept-fix longer-names (the default since 2024-10-01), shortened before.","maxLength":70},"product":{"type":"string","maxLength":35},"status":{"$ref":"openapi#/definitions/AccountStatus"},"usage":{"type":"string","enum":["PRIV","ORGA"]},"creditLimit":{"$ref":"openapi#/definitions/SignedAmount"},"balances":{"type":"array","items":{"$ref":"openapi#/definitions/Balance"}},"_links":{"$ref":"openapi#/definitions/Links"}}};

function validate308(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.maskedPan === undefined) && (missing0 = "maskedPan")) || ((data.currency === undefined) && (missing0 = "currency"))){
validate308.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.resourceId !== undefined){
const _errs1 = errors;
if(typeof data.resourceId !== "string"){
validate308.errors = [{instancePath:instancePath+"/resourceId",schemaPath:"#/properties/resourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maskedPan !== undefined){
let data1 = data.maskedPan;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 35){
validate308.errors = [{instancePath:instancePath+"/maskedPan",schemaPath:"#/properties/maskedPan/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate308.errors = [{instancePath:instancePath+"/maskedPan",schemaPath:"#/properties/maskedPan/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs5 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data3 = data.name;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data3 === "string"){
if(func2(data3) > 70){
validate308.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate308.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.product !== undefined){
let data4 = data.product;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data4 === "string"){
if(func2(data4) > 35){
validate308.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate308.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs10 = errors;
if(!(validate30(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
let data6 = data.usage;
const _errs11 = errors;
if(typeof data6 !== "string"){
validate308.errors = [{instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "PRIV") || (data6 === "ORGA"))){
validate308.errors = [{instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/enum",keyword:"enum",params:{allowedValues: schema86.properties.usage.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditLimit !== undefined){
const _errs13 = errors;
if(!(validate35(data.creditLimit, {instancePath:instancePath+"/creditLimit",parentData:data,parentDataProperty:"creditLimit",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balances !== undefined){
let data8 = data.balances;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data8)){
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs16 = errors;
if(!(validate34(data8[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data8,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid1 = _errs16 === errors;
if(!valid1){
break;
}
}
}
else {
validate308.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs17 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate308.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate308.errors = vErrors;
return errors === 0;
}


function validate307(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.cardAccounts === undefined) && (missing0 = "cardAccounts")){
validate307.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cardAccounts !== undefined){
let data0 = data.cardAccounts;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate308(data0[i0], {instancePath:instancePath+"/cardAccounts/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate308.errors : vErrors.concat(validate308.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate307.errors = [{instancePath:instancePath+"/cardAccounts",schemaPath:"#/properties/cardAccounts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs4 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate307.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate307.errors = vErrors;
return errors === 0;
}

export const listCardAccounts__response_401 = validate316;
const schema87 = {"anyOf":[{"$ref":"openapi#/definitions/ErrorResponseWithScaRedirect"},{"$ref":"openapi#/definitions/ErrorResponse"}]};

function validate316(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate316.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate316.errors = vErrors;
return errors === 0;
}

export const schema__CardAccountDetailsResponse = validate319;
const schema88 = {"type":"object","description":"One card account.","required":["cardAccount"],"properties":{"cardAccount":{"$ref":"openapi#/definitions/CardAccountDetails"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate319(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.cardAccount === undefined) && (missing0 = "cardAccount")){
validate319.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cardAccount !== undefined){
const _errs1 = errors;
if(!(validate308(data.cardAccount, {instancePath:instancePath+"/cardAccount",parentData:data,parentDataProperty:"cardAccount",rootData}))){
vErrors = vErrors === null ? validate308.errors : vErrors.concat(validate308.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs2 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate319.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate319.errors = vErrors;
return errors === 0;
}

export const getCardAccount__response_401 = validate322;
const schema89 = {"anyOf":[{"$ref":"openapi#/definitions/ErrorResponseWithScaRedirect"},{"$ref":"openapi#/definitions/ErrorResponse"}]};

function validate322(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate322.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate322.errors = vErrors;
return errors === 0;
}

export const schema__CardBalancesResponse = validate325;
const schema90 = {"type":"object","description":"Balances of a card account (interimBooked among them since interface 2.16.0).","required":["balances"],"properties":{"cardAccount":{"$ref":"openapi#/definitions/AccountIdentification"},"balances":{"type":"array","items":{"$ref":"openapi#/definitions/Balance"}},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate325(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.balances === undefined) && (missing0 = "balances")){
validate325.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cardAccount !== undefined){
const _errs1 = errors;
if(!(validate75(data.cardAccount, {instancePath:instancePath+"/cardAccount",parentData:data,parentDataProperty:"cardAccount",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balances !== undefined){
let data1 = data.balances;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate34(data1[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate325.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs5 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate325.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate325.errors = vErrors;
return errors === 0;
}

export const getCardAccountBalances__response_401 = validate329;
const schema91 = {"anyOf":[{"$ref":"openapi#/definitions/ErrorResponseWithScaRedirect"},{"$ref":"openapi#/definitions/ErrorResponse"}]};

function validate329(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate329.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate329.errors = vErrors;
return errors === 0;
}

export const schema__CardTransactionsResponse = validate332;
const schema92 = {"type":"object","description":"One page of a card account's transactions.","required":["cardTransactions"],"properties":{"cardAccount":{"$ref":"openapi#/definitions/AccountIdentification"},"cardTransactions":{"$ref":"openapi#/definitions/CardAccountReport"},"balances":{"type":"array","items":{"$ref":"openapi#/definitions/Balance"}},"_links":{"$ref":"openapi#/definitions/Links"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const schema93 = {"type":"object","description":"Card transactions grouped into booked and pending, with paging links.","properties":{"booked":{"type":"array","items":{"$ref":"openapi#/definitions/CardTransaction"}},"pending":{"type":"array","items":{"$ref":"openapi#/definitions/CardTransaction"}},"_links":{"$ref":"openapi#/definitions/TransactionPageLinks"}}};
const schema94 = {"type":"object","description":"A card transaction (amounts are Amount strings, unlike the sandbox listing).","required":["transactionAmount"],"properties":{"cardTransactionId":{"type":"string","maxLength":35},"terminalId":{"type":"string","maxLength":35},"transactionDate":{"type":"string","format":"date"},"bookingDate":{"type":"string","description":"Absent on some pending transactions.","format":"date"},"valueDate":{"type":"string","format":"date"},"transactionAmount":{"description":"Amount in the card account's currency (the corrected mapping of x-accept-fix cardaccount-switch-originalamount-and-transactionamount, the default since 2024-11-13).","allOf":[{"$ref":"openapi#/definitions/SignedAmount"}]},"originalAmount":{"description":"Amount in the currency of the purchase.","allOf":[{"$ref":"openapi#/definitions/SignedAmount"}]},"markupFee":{"$ref":"openapi#/definitions/SignedAmount"},"markupFeePercentage":{"type":"string"},"cardAcceptorId":{"type":"string","maxLength":35},"cardAcceptorAddress":{"$ref":"openapi#/definitions/Address"},"merchantCategoryCode":{"type":"string","maxLength":4},"maskedPAN":{"type":"string","maxLength":35,"description":"Masked number of the card used. Spelled maskedPAN here, as the Berlin Group cardTransaction schema spells it (card account objects and account references spell it maskedPan)."},"transactionDetails":{"type":"string","maxLength":1000},"invoiced":{"type":"boolean"},"proprietaryBankTransactionCode":{"type":"string","maxLength":35}}};

function validate335(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactionAmount === undefined) && (missing0 = "transactionAmount")){
validate335.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cardTransactionId !== undefined){
let data0 = data.cardTransactionId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate335.errors = [{instancePath:instancePath+"/cardTransactionId",schemaPath:"#/properties/cardTransactionId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate335.errors = [{instancePath:instancePath+"/cardTransactionId",schemaPath:"#/properties/cardTransactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.terminalId !== undefined){
let data1 = data.terminalId;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 35){
validate335.errors = [{instancePath:instancePath+"/terminalId",schemaPath:"#/properties/terminalId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate335.errors = [{instancePath:instancePath+"/terminalId",schemaPath:"#/properties/terminalId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionDate !== undefined){
let data2 = data.transactionDate;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
validate335.errors = [{instancePath:instancePath+"/transactionDate",schemaPath:"#/properties/transactionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate335.errors = [{instancePath:instancePath+"/transactionDate",schemaPath:"#/properties/transactionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bookingDate !== undefined){
let data3 = data.bookingDate;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate335.errors = [{instancePath:instancePath+"/bookingDate",schemaPath:"#/properties/bookingDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate335.errors = [{instancePath:instancePath+"/bookingDate",schemaPath:"#/properties/bookingDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.valueDate !== undefined){
let data4 = data.valueDate;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
validate335.errors = [{instancePath:instancePath+"/valueDate",schemaPath:"#/properties/valueDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate335.errors = [{instancePath:instancePath+"/valueDate",schemaPath:"#/properties/valueDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionAmount !== undefined){
const _errs11 = errors;
if(!(validate35(data.transactionAmount, {instancePath:instancePath+"/transactionAmount",parentData:data,parentDataProperty:"transactionAmount",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.originalAmount !== undefined){
const _errs13 = errors;
if(!(validate35(data.originalAmount, {instancePath:instancePath+"/originalAmount",parentData:data,parentDataProperty:"originalAmount",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.markupFee !== undefined){
const _errs15 = errors;
if(!(validate35(data.markupFee, {instancePath:instancePath+"/markupFee",parentData:data,parentDataProperty:"markupFee",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.markupFeePercentage !== undefined){
const _errs16 = errors;
if(typeof data.markupFeePercentage !== "string"){
validate335.errors = [{instancePath:instancePath+"/markupFeePercentage",schemaPath:"#/properties/markupFeePercentage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardAcceptorId !== undefined){
let data9 = data.cardAcceptorId;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data9 === "string"){
if(func2(data9) > 35){
validate335.errors = [{instancePath:instancePath+"/cardAcceptorId",schemaPath:"#/properties/cardAcceptorId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate335.errors = [{instancePath:instancePath+"/cardAcceptorId",schemaPath:"#/properties/cardAcceptorId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardAcceptorAddress !== undefined){
const _errs20 = errors;
if(!(validate166(data.cardAcceptorAddress, {instancePath:instancePath+"/cardAcceptorAddress",parentData:data,parentDataProperty:"cardAcceptorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.merchantCategoryCode !== undefined){
let data11 = data.merchantCategoryCode;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data11 === "string"){
if(func2(data11) > 4){
validate335.errors = [{instancePath:instancePath+"/merchantCategoryCode",schemaPath:"#/properties/merchantCategoryCode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"}];
return false;
}
}
else {
validate335.errors = [{instancePath:instancePath+"/merchantCategoryCode",schemaPath:"#/properties/merchantCategoryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maskedPAN !== undefined){
let data12 = data.maskedPAN;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data12 === "string"){
if(func2(data12) > 35){
validate335.errors = [{instancePath:instancePath+"/maskedPAN",schemaPath:"#/properties/maskedPAN/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate335.errors = [{instancePath:instancePath+"/maskedPAN",schemaPath:"#/properties/maskedPAN/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionDetails !== undefined){
let data13 = data.transactionDetails;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data13 === "string"){
if(func2(data13) > 1000){
validate335.errors = [{instancePath:instancePath+"/transactionDetails",schemaPath:"#/properties/transactionDetails/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate335.errors = [{instancePath:instancePath+"/transactionDetails",schemaPath:"#/properties/transactionDetails/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invoiced !== undefined){
const _errs27 = errors;
if(typeof data.invoiced !== "boolean"){
validate335.errors = [{instancePath:instancePath+"/invoiced",schemaPath:"#/properties/invoiced/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.proprietaryBankTransactionCode !== undefined){
let data15 = data.proprietaryBankTransactionCode;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data15 === "string"){
if(func2(data15) > 35){
validate335.errors = [{instancePath:instancePath+"/proprietaryBankTransactionCode",schemaPath:"#/properties/proprietaryBankTransactionCode/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate335.errors = [{instancePath:instancePath+"/proprietaryBankTransactionCode",schemaPath:"#/properties/proprietaryBankTransactionCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate335.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate335.errors = vErrors;
return errors === 0;
}


function validate334(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.booked !== undefined){
let data0 = data.booked;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate335(data0[i0], {instancePath:instancePath+"/booked/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate334.errors = [{instancePath:instancePath+"/booked",schemaPath:"#/properties/booked/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pending !== undefined){
let data2 = data.pending;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs6 = errors;
if(!(validate335(data2[i1], {instancePath:instancePath+"/pending/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate334.errors = [{instancePath:instancePath+"/pending",schemaPath:"#/properties/pending/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs7 = errors;
if(!(validate99(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate334.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate334.errors = vErrors;
return errors === 0;
}


function validate332(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.cardTransactions === undefined) && (missing0 = "cardTransactions")){
validate332.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cardAccount !== undefined){
const _errs1 = errors;
if(!(validate75(data.cardAccount, {instancePath:instancePath+"/cardAccount",parentData:data,parentDataProperty:"cardAccount",rootData}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardTransactions !== undefined){
const _errs2 = errors;
if(!(validate334(data.cardTransactions, {instancePath:instancePath+"/cardTransactions",parentData:data,parentDataProperty:"cardTransactions",rootData}))){
vErrors = vErrors === null ? validate334.errors : vErrors.concat(validate334.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balances !== undefined){
let data2 = data.balances;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate34(data2[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate332.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs6 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs7 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate332.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate332.errors = vErrors;
return errors === 0;
}

export const listCardAccountTransactions__response_401 = validate347;
const schema95 = {"anyOf":[{"$ref":"openapi#/definitions/ErrorResponseWithScaRedirect"},{"$ref":"openapi#/definitions/ErrorResponse"}]};

function validate347(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate347.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate347.errors = vErrors;
return errors === 0;
}

export const createConsent__request = validate350;
const schema96 = {"description":"Ignored; any well-formed JSON value is accepted."};

function validate350(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate350.errors = null;
return true;
}

export const initiateCrossBorderCreditTransfer__request = validate351;
const schema97 = {"type":"object","description":"A cross-border credit transfer (NCBCT), SEPA or non-SEPA (SWIFT), with the creditor's bank, a\nstructured creditor address, an optional service level (URGP for an urgent non-SEPA payment) and\noptional regulatory reporting. Cross-border transfers may be placed in a signing basket (release\n1.23.2). At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","debtorAccount","creditorName","creditorAccount"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReference"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReference"},"creditorAddress":{"description":"Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,\nproduction from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;\nmissing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.\n","allOf":[{"$ref":"openapi#/definitions/Address"}]},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"},"creditorAgent":{"description":"BIC of the creditor's bank; needed once structured addresses are enforced.","allOf":[{"$ref":"openapi#/definitions/Bicfi"}]},"creditorAgentName":{"type":"string","description":"Name of the creditor's bank.","maxLength":140},"chargeBearer":{"$ref":"openapi#/definitions/ChargeBearer"},"serviceLevel":{"$ref":"openapi#/definitions/ServiceLevel"},"regulatoryReporting":{"type":"array","description":"Regulatory reporting entries (SEPA cross-border payments, interface 2.15.0).","minItems":1,"maxItems":10,"items":{"$ref":"openapi#/definitions/RegulatoryReporting"}},"requestedExecutionDate":{"type":"string","description":"Date on which the payment is to be executed; default the next possible business day. Must not be in the past (EXECUTION_DATE_INVALID).","format":"date"}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};

function validate351(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate351.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate351.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs21 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs22 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs23 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs24 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs26 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgent !== undefined){
const _errs27 = errors;
if(!(validate32(data.creditorAgent, {instancePath:instancePath+"/creditorAgent",parentData:data,parentDataProperty:"creditorAgent",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgentName !== undefined){
let data19 = data.creditorAgentName;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data19 === "string"){
if(func2(data19) > 140){
validate351.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate351.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.chargeBearer !== undefined){
const _errs31 = errors;
if(!(validate177(data.chargeBearer, {instancePath:instancePath+"/chargeBearer",parentData:data,parentDataProperty:"chargeBearer",rootData}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.serviceLevel !== undefined){
const _errs32 = errors;
if(!(validate179(data.serviceLevel, {instancePath:instancePath+"/serviceLevel",parentData:data,parentDataProperty:"serviceLevel",rootData}))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.regulatoryReporting !== undefined){
let data22 = data.regulatoryReporting;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data22)){
if(data22.length > 10){
validate351.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data22.length < 1){
validate351.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid9 = true;
const len0 = data22.length;
for(let i0=0; i0<len0; i0++){
const _errs35 = errors;
if(!(validate181(data22[i0], {instancePath:instancePath+"/regulatoryReporting/" + i0,parentData:data22,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var valid9 = _errs35 === errors;
if(!valid9){
break;
}
}
}
}
}
else {
validate351.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.requestedExecutionDate !== undefined){
let data24 = data.requestedExecutionDate;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data24 === "string"){
if(!(formats2.validate(data24))){
validate351.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate351.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs36 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate351.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate351.errors = vErrors;
return errors === 0;
}

export const schema__FeeInformationResponse = validate374;
const schema98 = {"type":"object","description":"The fee an instant (Straks) payment would cost (decision: the response shape is not published; this is ours).","required":["transactionFeeIndicator","transactionFees"],"properties":{"transactionFeeIndicator":{"type":"boolean","description":"Whether a fee applies to such a payment."},"transactionFees":{"description":"The fee that would be charged (0.00 when none).","allOf":[{"$ref":"openapi#/definitions/SignedAmount"}]},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate374(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.transactionFeeIndicator === undefined) && (missing0 = "transactionFeeIndicator")) || ((data.transactionFees === undefined) && (missing0 = "transactionFees"))){
validate374.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.transactionFeeIndicator !== undefined){
const _errs1 = errors;
if(typeof data.transactionFeeIndicator !== "boolean"){
validate374.errors = [{instancePath:instancePath+"/transactionFeeIndicator",schemaPath:"#/properties/transactionFeeIndicator/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionFees !== undefined){
const _errs3 = errors;
if(!(validate35(data.transactionFees, {instancePath:instancePath+"/transactionFees",parentData:data,parentDataProperty:"transactionFees",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs5 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate374.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate374.errors = vErrors;
return errors === 0;
}

export const initiateInstantNorwegianDomesticCreditTransferStraks__request = validate377;
const schema99 = {"type":"object","description":"An instant Norwegian domestic credit transfer (Straks): same fields as the domestic transfer, executed\nat once, so without a requested execution date. The sandbox executes it in the same transaction that\ncompletes the PSU's SCA, not at a batch run: the status read after the SCA is ACSC (fundsAvailable\ntrue) or, when the debtor account lacks the funds, RJCT at once (fundsAvailable false, with a\nWARNING saying so), since an instant payment cannot wait for a later run. In production the\nbank's own systems execute it after the SCA (ACTC until they report). A logical duplicate is rejected\nunless allowLogicalDuplicate=true. At most one of remittanceInformationUnstructured,\nremittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","debtorAccount","creditorName","creditorAccount"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReference"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReference"},"creditorAddress":{"$ref":"openapi#/definitions/Address"},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};

function validate377(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate377.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate377.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs20 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs21 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs22 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs23 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs25 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate377.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate377.errors = vErrors;
return errors === 0;
}

export const requestStraksFeeInformation__request = validate396;
const schema100 = {"type":"object","description":"Body of the real service's POST form of the Straks fee information.","required":["amount","creditorAccount","debtorAccount"],"properties":{"amount":{"$ref":"openapi#/definitions/Amount"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReference"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReference"}}};

function validate396(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.amount === undefined) && (missing0 = "amount")) || ((data.creditorAccount === undefined) && (missing0 = "creditorAccount"))) || ((data.debtorAccount === undefined) && (missing0 = "debtorAccount"))){
validate396.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.amount !== undefined){
const _errs1 = errors;
if(!(validate156(data.amount, {instancePath:instancePath+"/amount",parentData:data,parentDataProperty:"amount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorAccount !== undefined){
const _errs2 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs3 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate396.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate396.errors = vErrors;
return errors === 0;
}

export const initiateNorwegianDomesticCreditTransfer__request = validate400;
const schema101 = {"type":"object","description":"A Norwegian domestic credit transfer (NOK, between Norwegian accounts given by BBAN or IBAN). A KID\ngoes into remittanceInformationStructured (reference type SCOR) or its successor\nremittanceInformationStructuredArray. At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","debtorAccount","creditorName","creditorAccount"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReference"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReference"},"creditorAddress":{"$ref":"openapi#/definitions/Address"},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"},"requestedExecutionDate":{"type":"string","description":"Date on which the payment is to be executed; default the next possible business day. Must not be in the past (EXECUTION_DATE_INVALID).","format":"date"}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};

function validate400(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate400.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate400.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs20 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs21 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs22 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs23 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs25 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.requestedExecutionDate !== undefined){
let data18 = data.requestedExecutionDate;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data18 === "string"){
if(!(formats2.validate(data18))){
validate400.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate400.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate400.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate400.errors = vErrors;
return errors === 0;
}

export const initiateSepaCreditTransfer__request = validate419;
const schema102 = {"type":"object","description":"A SEPA credit transfer in EUR between IBANs, with the creditor's bank (creditorAgent) and a\nstructured creditor address carrying townName. At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","debtorAccount","creditorName","creditorAccount"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReferenceIban"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReferenceIban"},"creditorAddress":{"description":"Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,\nproduction from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;\nmissing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.\n","allOf":[{"$ref":"openapi#/definitions/Address"}]},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"},"creditorAgent":{"description":"BIC of the creditor's bank; needed once structured addresses are enforced.","allOf":[{"$ref":"openapi#/definitions/Bicfi"}]},"creditorAgentName":{"type":"string","description":"Name of the creditor's bank.","maxLength":140},"chargeBearer":{"$ref":"openapi#/definitions/ChargeBearer"},"requestedExecutionDate":{"type":"string","description":"Date on which the payment is to be executed; default the next possible business day. Must not be in the past (EXECUTION_DATE_INVALID).","format":"date"}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};

function validate419(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate419.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate419.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate234(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate234(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs21 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs22 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs23 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs24 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs26 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgent !== undefined){
const _errs27 = errors;
if(!(validate32(data.creditorAgent, {instancePath:instancePath+"/creditorAgent",parentData:data,parentDataProperty:"creditorAgent",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgentName !== undefined){
let data19 = data.creditorAgentName;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data19 === "string"){
if(func2(data19) > 140){
validate419.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate419.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.chargeBearer !== undefined){
const _errs31 = errors;
if(!(validate177(data.chargeBearer, {instancePath:instancePath+"/chargeBearer",parentData:data,parentDataProperty:"chargeBearer",rootData}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.requestedExecutionDate !== undefined){
let data21 = data.requestedExecutionDate;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(typeof data21 === "string"){
if(!(formats2.validate(data21))){
validate419.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate419.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate419.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate419.errors = vErrors;
return errors === 0;
}

export const schema__PaymentDetails = validate440;
const schema103 = {"description":"A single payment read back: the body it was created with\n(one of the product bodies) plus paymentId, transactionStatus and _links. Status and details are\nreadable from creation on, also for domestic transfers before approval (the real service's known\nissue is not reproduced).\n","allOf":[{"anyOf":[{"$ref":"openapi#/definitions/NorwegianDomesticCreditTransfer"},{"$ref":"openapi#/definitions/InstantNorwegianDomesticCreditTransferStraks"},{"$ref":"openapi#/definitions/SepaCreditTransfer"},{"$ref":"openapi#/definitions/CrossBorderCreditTransfer"}]},{"$ref":"openapi#/definitions/PaymentResourceInfo"}]};

function validate441(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate441.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate441.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs20 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs21 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs22 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs23 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs25 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.requestedExecutionDate !== undefined){
let data18 = data.requestedExecutionDate;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data18 === "string"){
if(!(formats2.validate(data18))){
validate441.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate441.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate441.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate441.errors = vErrors;
return errors === 0;
}


function validate461(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate461.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate461.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs20 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs21 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs22 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs23 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs25 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate461.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate461.errors = vErrors;
return errors === 0;
}


function validate481(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate481.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate481.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate234(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate234(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs21 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs22 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs23 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs24 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs26 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgent !== undefined){
const _errs27 = errors;
if(!(validate32(data.creditorAgent, {instancePath:instancePath+"/creditorAgent",parentData:data,parentDataProperty:"creditorAgent",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgentName !== undefined){
let data19 = data.creditorAgentName;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data19 === "string"){
if(func2(data19) > 140){
validate481.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate481.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.chargeBearer !== undefined){
const _errs31 = errors;
if(!(validate177(data.chargeBearer, {instancePath:instancePath+"/chargeBearer",parentData:data,parentDataProperty:"chargeBearer",rootData}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.requestedExecutionDate !== undefined){
let data21 = data.requestedExecutionDate;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(typeof data21 === "string"){
if(!(formats2.validate(data21))){
validate481.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate481.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate481.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate481.errors = vErrors;
return errors === 0;
}


function validate503(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate503.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))){
validate503.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs21 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs22 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs23 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs24 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs26 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgent !== undefined){
const _errs27 = errors;
if(!(validate32(data.creditorAgent, {instancePath:instancePath+"/creditorAgent",parentData:data,parentDataProperty:"creditorAgent",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgentName !== undefined){
let data19 = data.creditorAgentName;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data19 === "string"){
if(func2(data19) > 140){
validate503.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate503.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.chargeBearer !== undefined){
const _errs31 = errors;
if(!(validate177(data.chargeBearer, {instancePath:instancePath+"/chargeBearer",parentData:data,parentDataProperty:"chargeBearer",rootData}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.serviceLevel !== undefined){
const _errs32 = errors;
if(!(validate179(data.serviceLevel, {instancePath:instancePath+"/serviceLevel",parentData:data,parentDataProperty:"serviceLevel",rootData}))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.regulatoryReporting !== undefined){
let data22 = data.regulatoryReporting;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data22)){
if(data22.length > 10){
validate503.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data22.length < 1){
validate503.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid9 = true;
const len0 = data22.length;
for(let i0=0; i0<len0; i0++){
const _errs35 = errors;
if(!(validate181(data22[i0], {instancePath:instancePath+"/regulatoryReporting/" + i0,parentData:data22,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var valid9 = _errs35 === errors;
if(!valid9){
break;
}
}
}
}
}
else {
validate503.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.requestedExecutionDate !== undefined){
let data24 = data.requestedExecutionDate;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data24 === "string"){
if(!(formats2.validate(data24))){
validate503.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate503.errors = [{instancePath:instancePath+"/requestedExecutionDate",schemaPath:"#/properties/requestedExecutionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs36 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate503.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate503.errors = vErrors;
return errors === 0;
}


function validate440(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
let valid1 = false;
const _errs2 = errors;
if(!(validate441(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate441.errors : vErrors.concat(validate441.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs3 = errors;
if(!(validate461(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate461.errors : vErrors.concat(validate461.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(!(validate481(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate481.errors : vErrors.concat(validate481.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(!(validate503(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate503.errors : vErrors.concat(validate503.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
}
}
if(!valid1){
const err0 = {instancePath,schemaPath:"#/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate440.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs6 = errors;
if(!(validate277(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate277.errors : vErrors.concat(validate277.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
validate440.errors = vErrors;
return errors === 0;
}

export const initiatePeriodicCrossBorderCreditTransfer__request = validate528;
const schema108 = {"type":"object","description":"Periodic (standing order) variant of the cross-border credit transfer: the single payment's fields without requestedExecutionDate, plus startDate, endDate, executionRule, frequency, monthsOfExecution and dayOfExecution.\nAt most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","debtorAccount","creditorName","creditorAccount","startDate","frequency"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReference"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReference"},"creditorAddress":{"description":"Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,\nproduction from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;\nmissing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.\n","allOf":[{"$ref":"openapi#/definitions/Address"}]},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"},"creditorAgent":{"description":"BIC of the creditor's bank; needed once structured addresses are enforced.","allOf":[{"$ref":"openapi#/definitions/Bicfi"}]},"creditorAgentName":{"type":"string","description":"Name of the creditor's bank.","maxLength":140},"chargeBearer":{"$ref":"openapi#/definitions/ChargeBearer"},"serviceLevel":{"$ref":"openapi#/definitions/ServiceLevel"},"regulatoryReporting":{"type":"array","description":"Regulatory reporting entries (SEPA cross-border payments, interface 2.15.0).","minItems":1,"maxItems":10,"items":{"$ref":"openapi#/definitions/RegulatoryReporting"}},"startDate":{"type":"string","description":"First execution date (ISO 8601 date); not in the past and not after endDate (EXECUTION_DATE_INVALID).","format":"date"},"executionRule":{"$ref":"openapi#/definitions/ExecutionRule"},"endDate":{"type":"string","description":"Last possible execution date (ISO 8601 date); without it the payment runs until cancelled.","format":"date"},"frequency":{"$ref":"openapi#/definitions/PeriodicPaymentFrequency"},"monthsOfExecution":{"$ref":"openapi#/definitions/MonthsOfExecution"},"dayOfExecution":{"$ref":"openapi#/definitions/DayOfExecution"}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};
const schema109 = {"type":"string","description":"What happens when the execution day falls on a weekend or bank holiday: following moves it to the next\nbusiness day, preceeding to the previous one. Decision: preceeding (double e) is the specification's\nspelling and the canonical value, also used by the portal's samples and Berlin Group 1.3 (2018);\npreceding is the Berlin Group 1.3.11 spelling and is accepted as a synonym, so TPPs built on either\nversion work. Responses echo the value as sent.\n","enum":["following","preceeding","preceding"]};

function validate551(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate551.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "following") || (data === "preceeding")) || (data === "preceding"))){
validate551.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema109.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate551.errors = vErrors;
return errors === 0;
}

const schema110 = {"type":"string","description":"How often a periodic payment runs (ISO 20022 EventFrequency7Code subset). MonthlyVariable runs in the\nmonths of monthsOfExecution.\n","enum":["Daily","Weekly","EveryTwoWeeks","Monthly","EveryTwoMonths","Quarterly","SemiAnnual","Annual","MonthlyVariable"]};

function validate553(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate553.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data === "Daily") || (data === "Weekly")) || (data === "EveryTwoWeeks")) || (data === "Monthly")) || (data === "EveryTwoMonths")) || (data === "Quarterly")) || (data === "SemiAnnual")) || (data === "Annual")) || (data === "MonthlyVariable"))){
validate553.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema110.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate553.errors = vErrors;
return errors === 0;
}

const schema111 = {"type":"array","description":"Months in which a MonthlyVariable payment runs. Decision: the specification documents \"bounds from 1\nto 11\" while its text says months 1 to 12; we read the 1..11 as the size of the array (1 to 11\nentries, matching Berlin Group, which restricts the array to 11 entries: twelve months would simply be\nMonthly) and let each month be 1 to 12. Items are integers (the specification's type); for clients\nbuilt on Berlin Group, which sends months as strings, the strings \"1\" to \"12\" (optionally \"01\" to\n\"09\") are accepted as well. Duplicate months are rejected: uniqueItems here, and the domain also\ntreats \"1\" and 1 as the same month (400 FORMAT_ERROR). Given if and only if frequency is\nMonthlyVariable, as in Berlin Group: missing for MonthlyVariable or present with another frequency\ngives 400 FORMAT_ERROR, the code of the specification's list that duplicate months get too (Berlin\nGroup's PARAMETER_NOT_CONSISTENT is for query parameters; checked beyond the schema).\n","minItems":1,"maxItems":11,"uniqueItems":true,"items":{"anyOf":[{"type":"integer","minimum":1,"maximum":12},{"type":"string","pattern":"^(0?[1-9]|1[0-2])$"}]}};
const pattern5 = new RegExp("^(0?[1-9]|1[0-2])$", "u");

function validate555(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length > 11){
validate555.errors = [{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 11},message:"must NOT have more than 11 items"}];
return false;
}
else {
if(data.length < 1){
validate555.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 12 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^(0?[1-9]|1[0-2])$"},message:"must match pattern \""+"^(0?[1-9]|1[0-2])$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate555.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
if(valid0){
let i1 = data.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data[i1], data[j0])){
validate555.errors = [{instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break outer0;
}
}
}
}
}
}
}
}
else {
validate555.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate555.errors = vErrors;
return errors === 0;
}

const schema112 = {"type":"string","description":"Day of the month on which the payment runs, one or two digits; the domain checks 1 to 31 (31 means the\nlast day of the month). It applies to the frequencies counted in months (Monthly, EveryTwoMonths,\nQuarterly, SemiAnnual, Annual, MonthlyVariable). With Daily, Weekly and EveryTwoWeeks it is accepted and\nkept, since some TPP tools always send it, but has no effect: those orders run from startDate on.\n","pattern":"^\\d{1,2}$"};
const pattern6 = new RegExp("^\\d{1,2}$", "u");

function validate557(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern6.test(data)){
validate557.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\d{1,2}$"},message:"must match pattern \""+"^\\d{1,2}$"+"\""}];
return false;
}
}
else {
validate557.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate557.errors = vErrors;
return errors === 0;
}


function validate528(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate528.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))) || ((data.startDate === undefined) && (missing3 = "startDate"))) || ((data.frequency === undefined) && (missing3 = "frequency"))){
validate528.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs21 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs22 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs23 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs24 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs26 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgent !== undefined){
const _errs27 = errors;
if(!(validate32(data.creditorAgent, {instancePath:instancePath+"/creditorAgent",parentData:data,parentDataProperty:"creditorAgent",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgentName !== undefined){
let data19 = data.creditorAgentName;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data19 === "string"){
if(func2(data19) > 140){
validate528.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate528.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.chargeBearer !== undefined){
const _errs31 = errors;
if(!(validate177(data.chargeBearer, {instancePath:instancePath+"/chargeBearer",parentData:data,parentDataProperty:"chargeBearer",rootData}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.serviceLevel !== undefined){
const _errs32 = errors;
if(!(validate179(data.serviceLevel, {instancePath:instancePath+"/serviceLevel",parentData:data,parentDataProperty:"serviceLevel",rootData}))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.regulatoryReporting !== undefined){
let data22 = data.regulatoryReporting;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data22)){
if(data22.length > 10){
validate528.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data22.length < 1){
validate528.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid9 = true;
const len0 = data22.length;
for(let i0=0; i0<len0; i0++){
const _errs35 = errors;
if(!(validate181(data22[i0], {instancePath:instancePath+"/regulatoryReporting/" + i0,parentData:data22,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var valid9 = _errs35 === errors;
if(!valid9){
break;
}
}
}
}
}
else {
validate528.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.startDate !== undefined){
let data24 = data.startDate;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data24 === "string"){
if(!(formats2.validate(data24))){
validate528.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate528.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs36 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.executionRule !== undefined){
const _errs38 = errors;
if(!(validate551(data.executionRule, {instancePath:instancePath+"/executionRule",parentData:data,parentDataProperty:"executionRule",rootData}))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
errors = vErrors.length;
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.endDate !== undefined){
let data26 = data.endDate;
const _errs39 = errors;
if(errors === _errs39){
if(errors === _errs39){
if(typeof data26 === "string"){
if(!(formats2.validate(data26))){
validate528.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate528.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.frequency !== undefined){
const _errs41 = errors;
if(!(validate553(data.frequency, {instancePath:instancePath+"/frequency",parentData:data,parentDataProperty:"frequency",rootData}))){
vErrors = vErrors === null ? validate553.errors : vErrors.concat(validate553.errors);
errors = vErrors.length;
}
var valid5 = _errs41 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.monthsOfExecution !== undefined){
const _errs42 = errors;
if(!(validate555(data.monthsOfExecution, {instancePath:instancePath+"/monthsOfExecution",parentData:data,parentDataProperty:"monthsOfExecution",rootData}))){
vErrors = vErrors === null ? validate555.errors : vErrors.concat(validate555.errors);
errors = vErrors.length;
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.dayOfExecution !== undefined){
const _errs43 = errors;
if(!(validate557(data.dayOfExecution, {instancePath:instancePath+"/dayOfExecution",parentData:data,parentDataProperty:"dayOfExecution",rootData}))){
vErrors = vErrors === null ? validate557.errors : vErrors.concat(validate557.errors);
errors = vErrors.length;
}
var valid5 = _errs43 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate528.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate528.errors = vErrors;
return errors === 0;
}

export const initiatePeriodicInstantNorwegianDomesticCreditTransferStraks__request = validate559;
const schema113 = {"type":"object","description":"Periodic (standing order) variant of the instant Norwegian domestic credit transfer (Straks): the single payment's fields without requestedExecutionDate, plus startDate, endDate, executionRule, frequency, monthsOfExecution and dayOfExecution.\nAt most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","debtorAccount","creditorName","creditorAccount","startDate","frequency"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReference"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReference"},"creditorAddress":{"$ref":"openapi#/definitions/Address"},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"},"startDate":{"type":"string","description":"First execution date (ISO 8601 date); not in the past and not after endDate (EXECUTION_DATE_INVALID).","format":"date"},"executionRule":{"$ref":"openapi#/definitions/ExecutionRule"},"endDate":{"type":"string","description":"Last possible execution date (ISO 8601 date); without it the payment runs until cancelled.","format":"date"},"frequency":{"$ref":"openapi#/definitions/PeriodicPaymentFrequency"},"monthsOfExecution":{"$ref":"openapi#/definitions/MonthsOfExecution"},"dayOfExecution":{"$ref":"openapi#/definitions/DayOfExecution"}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};

function validate559(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate559.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))) || ((data.startDate === undefined) && (missing3 = "startDate"))) || ((data.frequency === undefined) && (missing3 = "frequency"))){
validate559.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs20 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs21 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs22 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs23 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs25 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.startDate !== undefined){
let data18 = data.startDate;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data18 === "string"){
if(!(formats2.validate(data18))){
validate559.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate559.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.executionRule !== undefined){
const _errs28 = errors;
if(!(validate551(data.executionRule, {instancePath:instancePath+"/executionRule",parentData:data,parentDataProperty:"executionRule",rootData}))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
errors = vErrors.length;
}
var valid5 = _errs28 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.endDate !== undefined){
let data20 = data.endDate;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data20 === "string"){
if(!(formats2.validate(data20))){
validate559.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate559.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.frequency !== undefined){
const _errs31 = errors;
if(!(validate553(data.frequency, {instancePath:instancePath+"/frequency",parentData:data,parentDataProperty:"frequency",rootData}))){
vErrors = vErrors === null ? validate553.errors : vErrors.concat(validate553.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.monthsOfExecution !== undefined){
const _errs32 = errors;
if(!(validate555(data.monthsOfExecution, {instancePath:instancePath+"/monthsOfExecution",parentData:data,parentDataProperty:"monthsOfExecution",rootData}))){
vErrors = vErrors === null ? validate555.errors : vErrors.concat(validate555.errors);
errors = vErrors.length;
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.dayOfExecution !== undefined){
const _errs33 = errors;
if(!(validate557(data.dayOfExecution, {instancePath:instancePath+"/dayOfExecution",parentData:data,parentDataProperty:"dayOfExecution",rootData}))){
vErrors = vErrors === null ? validate557.errors : vErrors.concat(validate557.errors);
errors = vErrors.length;
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate559.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate559.errors = vErrors;
return errors === 0;
}

export const initiatePeriodicNorwegianDomesticCreditTransfer__request = validate582;
const schema114 = {"type":"object","description":"Body of POST /v1/periodic-payments/norwegian-domestic-credit-transfers, field for field as the\nspecification's periodic payment request table gives it (structured references are not part of this\ncontract: remittanceInformationStructured or remittanceInformationStructuredArray is refused with 400\nFORMAT_ERROR naming the field, so no reference is dropped or read as a KID unseen; other members\noutside the table are ignored: not used, not kept with the payment, and each named in a WARNING of the\n201, as on every payment initiation). Rules beyond the schema: amount fraction digits per currency, IBAN/BBAN validity, the debtor\naccount must be one the PSU may use, startDate not in the past and not after endDate, monthsOfExecution\nrequired for MonthlyVariable, dayOfExecution 1 to 31.\n","required":["instructedAmount","creditorName","creditorAccount","debtorAccount","startDate","frequency"],"properties":{"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReference"},"creditorAddress":{"$ref":"openapi#/definitions/Address"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReference"},"ultimateDebtor":{"type":"string","description":"Ultimate debtor, at most 70 characters.","maxLength":70},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"startDate":{"type":"string","description":"First execution date (ISO 8601 date); not in the past and not after endDate (EXECUTION_DATE_INVALID).","format":"date"},"executionRule":{"$ref":"openapi#/definitions/ExecutionRule"},"endDate":{"type":"string","description":"Last possible execution date (ISO 8601 date); without it the payment runs until cancelled.","format":"date"},"frequency":{"$ref":"openapi#/definitions/PeriodicPaymentFrequency"},"monthsOfExecution":{"$ref":"openapi#/definitions/MonthsOfExecution"},"dayOfExecution":{"$ref":"openapi#/definitions/DayOfExecution"}}};

function validate582(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.instructedAmount === undefined) && (missing0 = "instructedAmount")) || ((data.creditorName === undefined) && (missing0 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing0 = "creditorAccount"))) || ((data.debtorAccount === undefined) && (missing0 = "debtorAccount"))) || ((data.startDate === undefined) && (missing0 = "startDate"))) || ((data.frequency === undefined) && (missing0 = "frequency"))){
validate582.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.instructedAmount !== undefined){
const _errs1 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorName !== undefined){
const _errs2 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorAccount !== undefined){
const _errs3 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorAddress !== undefined){
const _errs4 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs5 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ultimateDebtor !== undefined){
let data5 = data.ultimateDebtor;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data5 === "string"){
if(func2(data5) > 70){
validate582.errors = [{instancePath:instancePath+"/ultimateDebtor",schemaPath:"#/properties/ultimateDebtor/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate582.errors = [{instancePath:instancePath+"/ultimateDebtor",schemaPath:"#/properties/ultimateDebtor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.purposeCode !== undefined){
const _errs9 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startDate !== undefined){
let data8 = data.startDate;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data8 === "string"){
if(!(formats2.validate(data8))){
validate582.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate582.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.executionRule !== undefined){
const _errs12 = errors;
if(!(validate551(data.executionRule, {instancePath:instancePath+"/executionRule",parentData:data,parentDataProperty:"executionRule",rootData}))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endDate !== undefined){
let data10 = data.endDate;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data10 === "string"){
if(!(formats2.validate(data10))){
validate582.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate582.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.frequency !== undefined){
const _errs15 = errors;
if(!(validate553(data.frequency, {instancePath:instancePath+"/frequency",parentData:data,parentDataProperty:"frequency",rootData}))){
vErrors = vErrors === null ? validate553.errors : vErrors.concat(validate553.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.monthsOfExecution !== undefined){
const _errs16 = errors;
if(!(validate555(data.monthsOfExecution, {instancePath:instancePath+"/monthsOfExecution",parentData:data,parentDataProperty:"monthsOfExecution",rootData}))){
vErrors = vErrors === null ? validate555.errors : vErrors.concat(validate555.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dayOfExecution !== undefined){
const _errs17 = errors;
if(!(validate557(data.dayOfExecution, {instancePath:instancePath+"/dayOfExecution",parentData:data,parentDataProperty:"dayOfExecution",rootData}))){
vErrors = vErrors === null ? validate557.errors : vErrors.concat(validate557.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate582.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate582.errors = vErrors;
return errors === 0;
}

export const schema__PeriodicNorwegianPaymentInitiationResponse = validate594;
const schema115 = {"description":"The answer to a periodic Norwegian domestic credit transfer: the payment initiation answer, its\ntppMessages held to the specification's own list of codes (in practice none: this answer's notices are in\nthe Warning header, see SpecificationMessageCode).\n","allOf":[{"$ref":"openapi#/definitions/PaymentInitiationResponse"},{"type":"object","properties":{"tppMessages":{"type":"array","items":{"type":"object","properties":{"code":{"$ref":"openapi#/definitions/SpecificationMessageCode"}}}}}}]};
const schema116 = {"type":"string","description":"The codes the specification's Errors section allows in the tppMessages of the periodic Norwegian domestic\ncredit transfer's answers (its 23 listed codes and REFERENCE_MIX_INVALID, which it also refers to). That\noperation answers with these alone, its error answers included: a condition that has a more precise\nBerlin Group code elsewhere in this API is given the nearest listed one (a missing Signature or\nTPP-Signature-Certificate header HTTP_HEADER_REQUIRED, a signature, certificate or Date that fails its\ncheck BAD_REQUEST, a missing PSD2 role FORBIDDEN, a PSU-Corporate-ID that is not the PSU's\nPSU_CREDENTIALS_INVALID, a status conflict CONFLICT), and its text starts with\nthe precise code, so that nothing is lost for the TPP's developers. Its 201 carries no tppMessages: a\nnotice (a body member or query parameter it ignored, an x-accept-fix value not applied) is in the Warning\nheader, since the Berlin Group code of a notice, WARNING, is not in this list.\n","enum":["SYSTEM_ERROR","BAD_REQUEST","FORBIDDEN","NOT_FOUND","CONFLICT","HTTP_HEADER_REQUIRED","QUERY_PARAMETER_REQUIRED","SCA_NOT_FOUND","SCA_EXPIRED","SCA_INVALID","FORMAT_ERROR","RESOURCE_UNKNOWN","PSU_CREDENTIALS_INVALID","CONSENT_UNKNOWN","CONSENT_INVALID","CONSENT_EXPIRED","ACCESS_EXCEEDED","PRODUCT_UNKNOWN","PRODUCT_INVALID","KID_MISSING","KID_INVALID","PAYMENT_FAILED","EXECUTION_DATE_INVALID","REFERENCE_MIX_INVALID"]};

function validate596(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate596.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((data === "SYSTEM_ERROR") || (data === "BAD_REQUEST")) || (data === "FORBIDDEN")) || (data === "NOT_FOUND")) || (data === "CONFLICT")) || (data === "HTTP_HEADER_REQUIRED")) || (data === "QUERY_PARAMETER_REQUIRED")) || (data === "SCA_NOT_FOUND")) || (data === "SCA_EXPIRED")) || (data === "SCA_INVALID")) || (data === "FORMAT_ERROR")) || (data === "RESOURCE_UNKNOWN")) || (data === "PSU_CREDENTIALS_INVALID")) || (data === "CONSENT_UNKNOWN")) || (data === "CONSENT_INVALID")) || (data === "CONSENT_EXPIRED")) || (data === "ACCESS_EXCEEDED")) || (data === "PRODUCT_UNKNOWN")) || (data === "PRODUCT_INVALID")) || (data === "KID_MISSING")) || (data === "KID_INVALID")) || (data === "PAYMENT_FAILED")) || (data === "EXECUTION_DATE_INVALID")) || (data === "REFERENCE_MIX_INVALID"))){
validate596.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema116.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate596.errors = vErrors;
return errors === 0;
}


function validate594(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate184(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate184.errors : vErrors.concat(validate184.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tppMessages !== undefined){
let data0 = data.tppMessages;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data0)){
var valid2 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.code !== undefined){
if(!(validate596(data1.code, {instancePath:instancePath+"/tppMessages/" + i0+"/code",parentData:data1,parentDataProperty:"code",rootData}))){
vErrors = vErrors === null ? validate596.errors : vErrors.concat(validate596.errors);
errors = vErrors.length;
}
}
}
else {
validate594.errors = [{instancePath:instancePath+"/tppMessages/" + i0,schemaPath:"#/allOf/1/properties/tppMessages/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs5 === errors;
if(!valid2){
break;
}
}
}
else {
validate594.errors = [{instancePath:instancePath+"/tppMessages",schemaPath:"#/allOf/1/properties/tppMessages/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate594.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate594.errors = vErrors;
return errors === 0;
}

export const initiatePeriodicSepaCreditTransfer__request = validate598;
const schema117 = {"type":"object","description":"Periodic (standing order) variant of the SEPA credit transfer: the single payment's fields without requestedExecutionDate, plus startDate, endDate, executionRule, frequency, monthsOfExecution and dayOfExecution.\nAt most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.\n","required":["instructedAmount","debtorAccount","creditorName","creditorAccount","startDate","frequency"],"properties":{"endToEndIdentification":{"$ref":"openapi#/definitions/EndToEndIdentification"},"instructedAmount":{"$ref":"openapi#/definitions/Amount"},"debtorAccount":{"$ref":"openapi#/definitions/AccountReferenceIban"},"ultimateDebtor":{"$ref":"openapi#/definitions/PartyName"},"creditorName":{"$ref":"openapi#/definitions/CreditorName"},"creditorAccount":{"$ref":"openapi#/definitions/AccountReferenceIban"},"creditorAddress":{"description":"Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,\nproduction from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;\nmissing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.\n","allOf":[{"$ref":"openapi#/definitions/Address"}]},"ultimateCreditor":{"$ref":"openapi#/definitions/PartyName"},"purposeCode":{"$ref":"openapi#/definitions/PurposeCode"},"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"description":"A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray.","allOf":[{"$ref":"openapi#/definitions/RemittanceInformationStructured"}]},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"},"creditorAgent":{"description":"BIC of the creditor's bank; needed once structured addresses are enforced.","allOf":[{"$ref":"openapi#/definitions/Bicfi"}]},"creditorAgentName":{"type":"string","description":"Name of the creditor's bank.","maxLength":140},"chargeBearer":{"$ref":"openapi#/definitions/ChargeBearer"},"startDate":{"type":"string","description":"First execution date (ISO 8601 date); not in the past and not after endDate (EXECUTION_DATE_INVALID).","format":"date"},"executionRule":{"$ref":"openapi#/definitions/ExecutionRule"},"endDate":{"type":"string","description":"Last possible execution date (ISO 8601 date); without it the payment runs until cancelled.","format":"date"},"frequency":{"$ref":"openapi#/definitions/PeriodicPaymentFrequency"},"monthsOfExecution":{"$ref":"openapi#/definitions/MonthsOfExecution"},"dayOfExecution":{"$ref":"openapi#/definitions/DayOfExecution"}},"not":{"anyOf":[{"required":["remittanceInformationUnstructured","remittanceInformationStructured"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"}}},{"required":["remittanceInformationUnstructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationUnstructured":{"$ref":"openapi#/definitions/RemittanceInformationUnstructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}},{"required":["remittanceInformationStructured","remittanceInformationStructuredArray"],"properties":{"remittanceInformationStructured":{"$ref":"openapi#/definitions/RemittanceInformationStructured"},"remittanceInformationStructuredArray":{"$ref":"openapi#/definitions/RemittanceInformationStructuredArray"}}}]}};

function validate598(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate598.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))) || ((data.startDate === undefined) && (missing3 = "startDate"))) || ((data.frequency === undefined) && (missing3 = "frequency"))){
validate598.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate234(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate234(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs21 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs22 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs23 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs24 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs26 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgent !== undefined){
const _errs27 = errors;
if(!(validate32(data.creditorAgent, {instancePath:instancePath+"/creditorAgent",parentData:data,parentDataProperty:"creditorAgent",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgentName !== undefined){
let data19 = data.creditorAgentName;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data19 === "string"){
if(func2(data19) > 140){
validate598.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate598.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.chargeBearer !== undefined){
const _errs31 = errors;
if(!(validate177(data.chargeBearer, {instancePath:instancePath+"/chargeBearer",parentData:data,parentDataProperty:"chargeBearer",rootData}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.startDate !== undefined){
let data21 = data.startDate;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(typeof data21 === "string"){
if(!(formats2.validate(data21))){
validate598.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate598.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.executionRule !== undefined){
const _errs34 = errors;
if(!(validate551(data.executionRule, {instancePath:instancePath+"/executionRule",parentData:data,parentDataProperty:"executionRule",rootData}))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
errors = vErrors.length;
}
var valid5 = _errs34 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.endDate !== undefined){
let data23 = data.endDate;
const _errs35 = errors;
if(errors === _errs35){
if(errors === _errs35){
if(typeof data23 === "string"){
if(!(formats2.validate(data23))){
validate598.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate598.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs35 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.frequency !== undefined){
const _errs37 = errors;
if(!(validate553(data.frequency, {instancePath:instancePath+"/frequency",parentData:data,parentDataProperty:"frequency",rootData}))){
vErrors = vErrors === null ? validate553.errors : vErrors.concat(validate553.errors);
errors = vErrors.length;
}
var valid5 = _errs37 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.monthsOfExecution !== undefined){
const _errs38 = errors;
if(!(validate555(data.monthsOfExecution, {instancePath:instancePath+"/monthsOfExecution",parentData:data,parentDataProperty:"monthsOfExecution",rootData}))){
vErrors = vErrors === null ? validate555.errors : vErrors.concat(validate555.errors);
errors = vErrors.length;
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.dayOfExecution !== undefined){
const _errs39 = errors;
if(!(validate557(data.dayOfExecution, {instancePath:instancePath+"/dayOfExecution",parentData:data,parentDataProperty:"dayOfExecution",rootData}))){
vErrors = vErrors === null ? validate557.errors : vErrors.concat(validate557.errors);
errors = vErrors.length;
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate598.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate598.errors = vErrors;
return errors === 0;
}

export const schema__PeriodicPaymentDetails = validate623;
const schema118 = {"description":"A periodic payment read back: the body it was created with\n(one of the product bodies) plus paymentId, transactionStatus and _links. Status and details are\nreadable from creation on, also for domestic transfers before approval (the real service's known\nissue is not reproduced).\n","allOf":[{"anyOf":[{"$ref":"openapi#/definitions/PeriodicNorwegianDomesticCreditTransfer"},{"$ref":"openapi#/definitions/PeriodicInstantNorwegianDomesticCreditTransferStraks"},{"$ref":"openapi#/definitions/PeriodicSepaCreditTransfer"},{"$ref":"openapi#/definitions/PeriodicCrossBorderCreditTransfer"}]},{"$ref":"openapi#/definitions/PaymentResourceInfo"}]};

function validate624(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.instructedAmount === undefined) && (missing0 = "instructedAmount")) || ((data.creditorName === undefined) && (missing0 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing0 = "creditorAccount"))) || ((data.debtorAccount === undefined) && (missing0 = "debtorAccount"))) || ((data.startDate === undefined) && (missing0 = "startDate"))) || ((data.frequency === undefined) && (missing0 = "frequency"))){
validate624.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.instructedAmount !== undefined){
const _errs1 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorName !== undefined){
const _errs2 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorAccount !== undefined){
const _errs3 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorAddress !== undefined){
const _errs4 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs5 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ultimateDebtor !== undefined){
let data5 = data.ultimateDebtor;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data5 === "string"){
if(func2(data5) > 70){
validate624.errors = [{instancePath:instancePath+"/ultimateDebtor",schemaPath:"#/properties/ultimateDebtor/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate624.errors = [{instancePath:instancePath+"/ultimateDebtor",schemaPath:"#/properties/ultimateDebtor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.purposeCode !== undefined){
const _errs9 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startDate !== undefined){
let data8 = data.startDate;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data8 === "string"){
if(!(formats2.validate(data8))){
validate624.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate624.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.executionRule !== undefined){
const _errs12 = errors;
if(!(validate551(data.executionRule, {instancePath:instancePath+"/executionRule",parentData:data,parentDataProperty:"executionRule",rootData}))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endDate !== undefined){
let data10 = data.endDate;
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(typeof data10 === "string"){
if(!(formats2.validate(data10))){
validate624.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate624.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.frequency !== undefined){
const _errs15 = errors;
if(!(validate553(data.frequency, {instancePath:instancePath+"/frequency",parentData:data,parentDataProperty:"frequency",rootData}))){
vErrors = vErrors === null ? validate553.errors : vErrors.concat(validate553.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.monthsOfExecution !== undefined){
const _errs16 = errors;
if(!(validate555(data.monthsOfExecution, {instancePath:instancePath+"/monthsOfExecution",parentData:data,parentDataProperty:"monthsOfExecution",rootData}))){
vErrors = vErrors === null ? validate555.errors : vErrors.concat(validate555.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dayOfExecution !== undefined){
const _errs17 = errors;
if(!(validate557(data.dayOfExecution, {instancePath:instancePath+"/dayOfExecution",parentData:data,parentDataProperty:"dayOfExecution",rootData}))){
vErrors = vErrors === null ? validate557.errors : vErrors.concat(validate557.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate624.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate624.errors = vErrors;
return errors === 0;
}


function validate637(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate637.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))) || ((data.startDate === undefined) && (missing3 = "startDate"))) || ((data.frequency === undefined) && (missing3 = "frequency"))){
validate637.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs20 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs21 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs22 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs23 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs25 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.startDate !== undefined){
let data18 = data.startDate;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data18 === "string"){
if(!(formats2.validate(data18))){
validate637.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate637.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.executionRule !== undefined){
const _errs28 = errors;
if(!(validate551(data.executionRule, {instancePath:instancePath+"/executionRule",parentData:data,parentDataProperty:"executionRule",rootData}))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
errors = vErrors.length;
}
var valid5 = _errs28 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.endDate !== undefined){
let data20 = data.endDate;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data20 === "string"){
if(!(formats2.validate(data20))){
validate637.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate637.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.frequency !== undefined){
const _errs31 = errors;
if(!(validate553(data.frequency, {instancePath:instancePath+"/frequency",parentData:data,parentDataProperty:"frequency",rootData}))){
vErrors = vErrors === null ? validate553.errors : vErrors.concat(validate553.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.monthsOfExecution !== undefined){
const _errs32 = errors;
if(!(validate555(data.monthsOfExecution, {instancePath:instancePath+"/monthsOfExecution",parentData:data,parentDataProperty:"monthsOfExecution",rootData}))){
vErrors = vErrors === null ? validate555.errors : vErrors.concat(validate555.errors);
errors = vErrors.length;
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.dayOfExecution !== undefined){
const _errs33 = errors;
if(!(validate557(data.dayOfExecution, {instancePath:instancePath+"/dayOfExecution",parentData:data,parentDataProperty:"dayOfExecution",rootData}))){
vErrors = vErrors === null ? validate557.errors : vErrors.concat(validate557.errors);
errors = vErrors.length;
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate637.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate637.errors = vErrors;
return errors === 0;
}


function validate661(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate661.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))) || ((data.startDate === undefined) && (missing3 = "startDate"))) || ((data.frequency === undefined) && (missing3 = "frequency"))){
validate661.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate234(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate234(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs21 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs22 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs23 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs24 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs26 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgent !== undefined){
const _errs27 = errors;
if(!(validate32(data.creditorAgent, {instancePath:instancePath+"/creditorAgent",parentData:data,parentDataProperty:"creditorAgent",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgentName !== undefined){
let data19 = data.creditorAgentName;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data19 === "string"){
if(func2(data19) > 140){
validate661.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate661.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.chargeBearer !== undefined){
const _errs31 = errors;
if(!(validate177(data.chargeBearer, {instancePath:instancePath+"/chargeBearer",parentData:data,parentDataProperty:"chargeBearer",rootData}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.startDate !== undefined){
let data21 = data.startDate;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(typeof data21 === "string"){
if(!(formats2.validate(data21))){
validate661.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate661.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.executionRule !== undefined){
const _errs34 = errors;
if(!(validate551(data.executionRule, {instancePath:instancePath+"/executionRule",parentData:data,parentDataProperty:"executionRule",rootData}))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
errors = vErrors.length;
}
var valid5 = _errs34 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.endDate !== undefined){
let data23 = data.endDate;
const _errs35 = errors;
if(errors === _errs35){
if(errors === _errs35){
if(typeof data23 === "string"){
if(!(formats2.validate(data23))){
validate661.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate661.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs35 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.frequency !== undefined){
const _errs37 = errors;
if(!(validate553(data.frequency, {instancePath:instancePath+"/frequency",parentData:data,parentDataProperty:"frequency",rootData}))){
vErrors = vErrors === null ? validate553.errors : vErrors.concat(validate553.errors);
errors = vErrors.length;
}
var valid5 = _errs37 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.monthsOfExecution !== undefined){
const _errs38 = errors;
if(!(validate555(data.monthsOfExecution, {instancePath:instancePath+"/monthsOfExecution",parentData:data,parentDataProperty:"monthsOfExecution",rootData}))){
vErrors = vErrors === null ? validate555.errors : vErrors.concat(validate555.errors);
errors = vErrors.length;
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.dayOfExecution !== undefined){
const _errs39 = errors;
if(!(validate557(data.dayOfExecution, {instancePath:instancePath+"/dayOfExecution",parentData:data,parentDataProperty:"dayOfExecution",rootData}))){
vErrors = vErrors === null ? validate557.errors : vErrors.concat(validate557.errors);
errors = vErrors.length;
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate661.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate661.errors = vErrors;
return errors === 0;
}


function validate687(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.remittanceInformationUnstructured === undefined) && (missing0 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructured === undefined) && (missing0 = "remittanceInformationStructured"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs5 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.remittanceInformationStructured !== undefined){
const _errs6 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.remittanceInformationUnstructured === undefined) && (missing1 = "remittanceInformationUnstructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing1 = "remittanceInformationStructuredArray"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.remittanceInformationUnstructured !== undefined){
const _errs8 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs9 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.remittanceInformationStructured === undefined) && (missing2 = "remittanceInformationStructured")) || ((data.remittanceInformationStructuredArray === undefined) && (missing2 = "remittanceInformationStructuredArray"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.remittanceInformationStructured !== undefined){
const _errs11 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs12 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate687.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((((((data.instructedAmount === undefined) && (missing3 = "instructedAmount")) || ((data.debtorAccount === undefined) && (missing3 = "debtorAccount"))) || ((data.creditorName === undefined) && (missing3 = "creditorName"))) || ((data.creditorAccount === undefined) && (missing3 = "creditorAccount"))) || ((data.startDate === undefined) && (missing3 = "startDate"))) || ((data.frequency === undefined) && (missing3 = "frequency"))){
validate687.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.endToEndIdentification !== undefined){
const _errs13 = errors;
if(!(validate154(data.endToEndIdentification, {instancePath:instancePath+"/endToEndIdentification",parentData:data,parentDataProperty:"endToEndIdentification",rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.instructedAmount !== undefined){
const _errs14 = errors;
if(!(validate156(data.instructedAmount, {instancePath:instancePath+"/instructedAmount",parentData:data,parentDataProperty:"instructedAmount",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.debtorAccount !== undefined){
const _errs15 = errors;
if(!(validate133(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateDebtor !== undefined){
const _errs16 = errors;
if(!(validate161(data.ultimateDebtor, {instancePath:instancePath+"/ultimateDebtor",parentData:data,parentDataProperty:"ultimateDebtor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorName !== undefined){
const _errs17 = errors;
if(!(validate163(data.creditorName, {instancePath:instancePath+"/creditorName",parentData:data,parentDataProperty:"creditorName",rootData}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAccount !== undefined){
const _errs18 = errors;
if(!(validate133(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAddress !== undefined){
const _errs19 = errors;
if(!(validate166(data.creditorAddress, {instancePath:instancePath+"/creditorAddress",parentData:data,parentDataProperty:"creditorAddress",rootData}))){
vErrors = vErrors === null ? validate166.errors : vErrors.concat(validate166.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.ultimateCreditor !== undefined){
const _errs21 = errors;
if(!(validate161(data.ultimateCreditor, {instancePath:instancePath+"/ultimateCreditor",parentData:data,parentDataProperty:"ultimateCreditor",rootData}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.purposeCode !== undefined){
const _errs22 = errors;
if(!(validate171(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationUnstructured !== undefined){
const _errs23 = errors;
if(!(validate145(data.remittanceInformationUnstructured, {instancePath:instancePath+"/remittanceInformationUnstructured",parentData:data,parentDataProperty:"remittanceInformationUnstructured",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructured !== undefined){
const _errs24 = errors;
if(!(validate92(data.remittanceInformationStructured, {instancePath:instancePath+"/remittanceInformationStructured",parentData:data,parentDataProperty:"remittanceInformationStructured",rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.remittanceInformationStructuredArray !== undefined){
const _errs26 = errors;
if(!(validate149(data.remittanceInformationStructuredArray, {instancePath:instancePath+"/remittanceInformationStructuredArray",parentData:data,parentDataProperty:"remittanceInformationStructuredArray",rootData}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgent !== undefined){
const _errs27 = errors;
if(!(validate32(data.creditorAgent, {instancePath:instancePath+"/creditorAgent",parentData:data,parentDataProperty:"creditorAgent",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.creditorAgentName !== undefined){
let data19 = data.creditorAgentName;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data19 === "string"){
if(func2(data19) > 140){
validate687.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate687.errors = [{instancePath:instancePath+"/creditorAgentName",schemaPath:"#/properties/creditorAgentName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.chargeBearer !== undefined){
const _errs31 = errors;
if(!(validate177(data.chargeBearer, {instancePath:instancePath+"/chargeBearer",parentData:data,parentDataProperty:"chargeBearer",rootData}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.serviceLevel !== undefined){
const _errs32 = errors;
if(!(validate179(data.serviceLevel, {instancePath:instancePath+"/serviceLevel",parentData:data,parentDataProperty:"serviceLevel",rootData}))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
var valid5 = _errs32 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.regulatoryReporting !== undefined){
let data22 = data.regulatoryReporting;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data22)){
if(data22.length > 10){
validate687.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data22.length < 1){
validate687.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid9 = true;
const len0 = data22.length;
for(let i0=0; i0<len0; i0++){
const _errs35 = errors;
if(!(validate181(data22[i0], {instancePath:instancePath+"/regulatoryReporting/" + i0,parentData:data22,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var valid9 = _errs35 === errors;
if(!valid9){
break;
}
}
}
}
}
else {
validate687.errors = [{instancePath:instancePath+"/regulatoryReporting",schemaPath:"#/properties/regulatoryReporting/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.startDate !== undefined){
let data24 = data.startDate;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data24 === "string"){
if(!(formats2.validate(data24))){
validate687.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate687.errors = [{instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs36 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.executionRule !== undefined){
const _errs38 = errors;
if(!(validate551(data.executionRule, {instancePath:instancePath+"/executionRule",parentData:data,parentDataProperty:"executionRule",rootData}))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
errors = vErrors.length;
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.endDate !== undefined){
let data26 = data.endDate;
const _errs39 = errors;
if(errors === _errs39){
if(errors === _errs39){
if(typeof data26 === "string"){
if(!(formats2.validate(data26))){
validate687.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate687.errors = [{instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.frequency !== undefined){
const _errs41 = errors;
if(!(validate553(data.frequency, {instancePath:instancePath+"/frequency",parentData:data,parentDataProperty:"frequency",rootData}))){
vErrors = vErrors === null ? validate553.errors : vErrors.concat(validate553.errors);
errors = vErrors.length;
}
var valid5 = _errs41 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.monthsOfExecution !== undefined){
const _errs42 = errors;
if(!(validate555(data.monthsOfExecution, {instancePath:instancePath+"/monthsOfExecution",parentData:data,parentDataProperty:"monthsOfExecution",rootData}))){
vErrors = vErrors === null ? validate555.errors : vErrors.concat(validate555.errors);
errors = vErrors.length;
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.dayOfExecution !== undefined){
const _errs43 = errors;
if(!(validate557(data.dayOfExecution, {instancePath:instancePath+"/dayOfExecution",parentData:data,parentDataProperty:"dayOfExecution",rootData}))){
vErrors = vErrors === null ? validate557.errors : vErrors.concat(validate557.errors);
errors = vErrors.length;
}
var valid5 = _errs43 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate687.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate687.errors = vErrors;
return errors === 0;
}


function validate623(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
let valid1 = false;
const _errs2 = errors;
if(!(validate624(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate624.errors : vErrors.concat(validate624.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs3 = errors;
if(!(validate637(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate637.errors : vErrors.concat(validate637.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs4 = errors;
if(!(validate661(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate661.errors : vErrors.concat(validate661.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(!(validate687(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate687.errors : vErrors.concat(validate687.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
}
}
if(!valid1){
const err0 = {instancePath,schemaPath:"#/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate623.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs6 = errors;
if(!(validate277(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate277.errors : vErrors.concat(validate277.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
validate623.errors = vErrors;
return errors === 0;
}

export const createSigningBasket__request = validate716;
const schema123 = {"type":"object","description":"Body of POST /v1/signing-baskets, as the specification's signing basket request table gives it.","required":["paymentIds"],"properties":{"paymentIds":{"type":"array","description":"Identifiers of payments created earlier with POST /v1/payments/{payment-product}: 1 to 10 entries\nwithout duplicates. Each must exist and belong to the calling TPP (RESOURCE_UNKNOWN); bulk and\nperiodic payments cannot be placed in a basket (400 REFERENCE_MIX_INVALID); a payment in a status\nthat cannot be signed gives 409 REFERENCE_STATUS_INVALID.\n","minItems":1,"maxItems":10,"uniqueItems":true,"items":{"type":"string"}}}};

function validate716(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.paymentIds === undefined) && (missing0 = "paymentIds")){
validate716.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentIds !== undefined){
let data0 = data.paymentIds;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 10){
validate716.errors = [{instancePath:instancePath+"/paymentIds",schemaPath:"#/properties/paymentIds/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"}];
return false;
}
else {
if(data0.length < 1){
validate716.errors = [{instancePath:instancePath+"/paymentIds",schemaPath:"#/properties/paymentIds/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate716.errors = [{instancePath:instancePath+"/paymentIds/" + i0,schemaPath:"#/properties/paymentIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate716.errors = [{instancePath:instancePath+"/paymentIds",schemaPath:"#/properties/paymentIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate716.errors = [{instancePath:instancePath+"/paymentIds",schemaPath:"#/properties/paymentIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate716.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate716.errors = vErrors;
return errors === 0;
}

export const schema__SigningBasketResponse = validate717;
const schema124 = {"type":"object","description":"Answer (201, described as CREATED) to basket creation, as the specification's signing basket response\ntable gives it, plus optional WARNING tppMessages as on every success response.\n","required":["transactionStatus"],"properties":{"basketId":{"type":"string","description":"Basket identifier."},"transactionStatus":{"$ref":"openapi#/definitions/SigningBasketTransactionStatus"},"_links":{"description":"self, status, startAuthorisation and, when SCA is required, scaRedirect.","allOf":[{"$ref":"openapi#/definitions/Links"}]},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const schema125 = {"type":"string","description":"Status of a signing basket: RCVD, ACTC, PATC (partially authorised) or RJCT. It is the worst case over\nthe basket's payments and is derived from them; a basket is not atomic, so the TPP reads each payment's\nown status with GET /v1/payments/{payment-product}/{paymentId}/status. Each payment counts as rejected\n(RJCT, CANC, or held/stopped), unauthorised (RCVD) or authorised (every other status); worst first:\nany rejected gives RJCT; none authorised gives RCVD; some but not all authorised gives PATC (Berlin\nGroup's \"partially accepted technical correct\": some of the needed authorisations are done, a state\nbetween RCVD and ACTC); all authorised gives ACTC.\n","enum":["RCVD","ACTC","PATC","RJCT"]};

function validate718(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate718.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "RCVD") || (data === "ACTC")) || (data === "PATC")) || (data === "RJCT"))){
validate718.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema125.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate718.errors = vErrors;
return errors === 0;
}


function validate717(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactionStatus === undefined) && (missing0 = "transactionStatus")){
validate717.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.basketId !== undefined){
const _errs1 = errors;
if(typeof data.basketId !== "string"){
validate717.errors = [{instancePath:instancePath+"/basketId",schemaPath:"#/properties/basketId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionStatus !== undefined){
const _errs3 = errors;
if(!(validate718(data.transactionStatus, {instancePath:instancePath+"/transactionStatus",parentData:data,parentDataProperty:"transactionStatus",rootData}))){
vErrors = vErrors === null ? validate718.errors : vErrors.concat(validate718.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs4 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs6 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate717.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate717.errors = vErrors;
return errors === 0;
}

export const schema__SigningBasketDetails = validate722;
const schema126 = {"type":"object","description":"A signing basket read back.","required":["payments","transactionStatus"],"properties":{"payments":{"type":"array","description":"The payment ids of the basket.","items":{"type":"string"}},"transactionStatus":{"$ref":"openapi#/definitions/SigningBasketTransactionStatus"},"_links":{"$ref":"openapi#/definitions/Links"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate722(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.payments === undefined) && (missing0 = "payments")) || ((data.transactionStatus === undefined) && (missing0 = "transactionStatus"))){
validate722.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.payments !== undefined){
let data0 = data.payments;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate722.errors = [{instancePath:instancePath+"/payments/" + i0,schemaPath:"#/properties/payments/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate722.errors = [{instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionStatus !== undefined){
const _errs5 = errors;
if(!(validate718(data.transactionStatus, {instancePath:instancePath+"/transactionStatus",parentData:data,parentDataProperty:"transactionStatus",rootData}))){
vErrors = vErrors === null ? validate718.errors : vErrors.concat(validate718.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs6 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs7 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate722.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate722.errors = vErrors;
return errors === 0;
}

export const schema__SigningBasketStatusResponse = validate726;
const schema127 = {"type":"object","description":"Status of a signing basket (worst case over its payments).","required":["transactionStatus"],"properties":{"transactionStatus":{"$ref":"openapi#/definitions/SigningBasketTransactionStatus"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate726(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactionStatus === undefined) && (missing0 = "transactionStatus")){
validate726.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.transactionStatus !== undefined){
const _errs1 = errors;
if(!(validate718(data.transactionStatus, {instancePath:instancePath+"/transactionStatus",parentData:data,parentDataProperty:"transactionStatus",rootData}))){
vErrors = vErrors === null ? validate718.errors : vErrors.concat(validate718.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs2 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate726.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate726.errors = vErrors;
return errors === 0;
}

export const schema__TppContactInformationResponse = validate729;
const schema128 = {"type":"object","description":"The TPP's registered contact e-mail.","required":["email"],"properties":{"email":{"type":"string","description":"The registered contact address.","format":"email","maxLength":254},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const formats76 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate729(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.email === undefined) && (missing0 = "email")){
validate729.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.email !== undefined){
let data0 = data.email;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 254){
validate729.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"}];
return false;
}
else {
if(!(formats76.test(data0))){
validate729.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""}];
return false;
}
}
}
else {
validate729.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs3 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate729.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate729.errors = vErrors;
return errors === 0;
}

export const putTppContactInformation__request = validate731;
const schema129 = {"type":"object","description":"Contact e-mail of a TPP.","required":["email"],"properties":{"email":{"type":"string","description":"Non-personal contact address of the TPP for technical and operational notices (one per TPP).","format":"email","maxLength":254}}};

function validate731(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.email === undefined) && (missing0 = "email")){
validate731.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.email !== undefined){
let data0 = data.email;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 254){
validate731.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"}];
return false;
}
else {
if(!(formats76.test(data0))){
validate731.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""}];
return false;
}
}
}
else {
validate731.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate731.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate731.errors = vErrors;
return errors === 0;
}

export const createSandboxAccount__request = validate732;
const schema130 = {"type":"object","description":"Body of POST /v1/sandbox/accounts (the portal's mock-data body; amounts may be JSON numbers). Besides the\nrequired fields, bban or a Norwegian iban must be present.\n","required":["customerNumber","currency"],"properties":{"customerNumber":{"type":"string","description":"Owner of the account. A private owner gets the account on its agreement automatically; a corporate one needs an agreement with engagements.","minLength":1,"maxLength":35},"accountName":{"type":"string","description":"Name of the account.","maxLength":70},"bban":{"$ref":"openapi#/definitions/Bban"},"iban":{"$ref":"openapi#/definitions/Iban"},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"product":{"type":"string","description":"Product name.","maxLength":35},"cashAccountType":{"type":"string","description":"ISO 20022 cash account type, for example CACC or TAXE.","maxLength":35},"creditLine":{"$ref":"openapi#/definitions/SandboxLimitNumberOrString"},"kidRequired":{"type":"boolean","default":false,"description":"Our addition: payments to this account must carry a KID (otherwise 400 KID_MISSING)."},"balances":{"type":"array","description":"The starting ledger balance (see SandboxBalanceType); zero without one. With several balances (the portal's card script sends EXPECTED and AUTHORISED), each type at most once, the EXPECTED one is the ledger balance and the others are checked and not kept; several without an EXPECTED one are refused (400 FORMAT_ERROR at balances) rather than one of them picked.","maxItems":8,"items":{"$ref":"openapi#/definitions/SandboxBalanceInput"}}}};
const schema131 = {"description":"A limit in a mock-data request (an account's creditLine, an engagement's registerLimit and approvalLimit):\nan amount as in SandboxAmountNumberOrString, in the account's currency, but never negative (400\nFORMAT_ERROR at the field itself).\n","anyOf":[{"type":"number","minimum":0},{"type":"string","pattern":"^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"}]};

function validate736(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if((typeof data == "number") && (isFinite(data))){
if(data < 0 || isNaN(data)){
const err0 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate736.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate736.errors = vErrors;
return errors === 0;
}

const schema132 = {"type":"object","description":"A balance in a mock-data request: it sets the account's one ledger balance, from which the account-information API derives every balance type it shows (expected, interimAvailable, and for card accounts interimBooked and forwardAvailable). The date and transaction fields of the portal's sample are checked for form and not kept (decision): a derived balance has no single date or last transaction of its own, so no read shows them.","required":["balanceType","balanceAmount"],"properties":{"balanceType":{"$ref":"openapi#/definitions/SandboxBalanceType"},"balanceAmount":{"$ref":"openapi#/definitions/SandboxAmountInput"},"referenceDate":{"type":"string","description":"Date the balance refers to; checked for form, not kept (see above).","format":"date"},"lastChangeDateTime":{"type":"string","description":"When the balance last changed; checked for form, not kept (see above).","format":"date-time"},"lastCommittedTransaction":{"type":"string","description":"Last transaction included in the balance; checked for form, not kept (see above).","maxLength":35},"creditLimitIncluded":{"type":"boolean","description":"Whether the credit limit is included; not kept (see above)."}}};
const schema133 = {"type":"string","description":"Balance type in a mock-data request: the Berlin Group names, their upper-case forms (the portal's\nscripts send EXPECTED), and authorised/AUTHORISED (an older name the portal's card sample sends). Decision:\nthe sandbox keeps one ledger balance per account and card account, so the type is read for compatibility\nand changes nothing: the amount becomes the ledger balance, from which the AIS derives the balance types it\nshows (an account: expected = ledger plus pending transactions, interimAvailable = expected plus the credit\nline; a card account: interimBooked = ledger, forwardAvailable = ledger plus the credit limit). The mock-data\nanswers show the ledger balance as expected. Where a body has several balances, the type says which is the\nledger balance: the EXPECTED one (see the balances fields).\n","enum":["closingBooked","expected","openingBooked","interimAvailable","interimBooked","forwardAvailable","nonInvoiced","authorised","CLOSINGBOOKED","EXPECTED","OPENINGBOOKED","INTERIMAVAILABLE","INTERIMBOOKED","FORWARDAVAILABLE","NONINVOICED","AUTHORISED"]};

function validate739(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate739.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data === "closingBooked") || (data === "expected")) || (data === "openingBooked")) || (data === "interimAvailable")) || (data === "interimBooked")) || (data === "forwardAvailable")) || (data === "nonInvoiced")) || (data === "authorised")) || (data === "CLOSINGBOOKED")) || (data === "EXPECTED")) || (data === "OPENINGBOOKED")) || (data === "INTERIMAVAILABLE")) || (data === "INTERIMBOOKED")) || (data === "FORWARDAVAILABLE")) || (data === "NONINVOICED")) || (data === "AUTHORISED"))){
validate739.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema133.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate739.errors = vErrors;
return errors === 0;
}

const schema134 = {"type":"object","description":"Amount of a mock-data request.","required":["amount","currency"],"properties":{"amount":{"$ref":"openapi#/definitions/SandboxAmountNumberOrString"},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"}}};
const schema135 = {"description":"Amount in a mock-data request: a JSON number (as the portal's scripts send, for example 100) or an\nAmount string. A number is converted through its shortest decimal text, never kept as a float; it may\nbe negative and must have at most 5 fraction digits and fit the currency's minor units. A number written\nwith more digits than a JSON number keeps exactly, or beyond its range (0.1000000000000000055511151231257827,\n1e-400), is refused (400 FORMAT_ERROR at its path) rather than rounded: write such an amount as a string.\n","anyOf":[{"type":"number"},{"type":"string","pattern":"^-?(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"}]};

function validate742(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!((typeof data == "number") && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern2.test(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]{0,12})(\\.[0-9]{1,5})?$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate742.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate742.errors = vErrors;
return errors === 0;
}


function validate741(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.amount === undefined) && (missing0 = "amount")) || ((data.currency === undefined) && (missing0 = "currency"))){
validate741.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.amount !== undefined){
const _errs1 = errors;
if(!(validate742(data.amount, {instancePath:instancePath+"/amount",parentData:data,parentDataProperty:"amount",rootData}))){
vErrors = vErrors === null ? validate742.errors : vErrors.concat(validate742.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs2 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate741.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate741.errors = vErrors;
return errors === 0;
}


function validate738(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.balanceType === undefined) && (missing0 = "balanceType")) || ((data.balanceAmount === undefined) && (missing0 = "balanceAmount"))){
validate738.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.balanceType !== undefined){
const _errs1 = errors;
if(!(validate739(data.balanceType, {instancePath:instancePath+"/balanceType",parentData:data,parentDataProperty:"balanceType",rootData}))){
vErrors = vErrors === null ? validate739.errors : vErrors.concat(validate739.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balanceAmount !== undefined){
const _errs2 = errors;
if(!(validate741(data.balanceAmount, {instancePath:instancePath+"/balanceAmount",parentData:data,parentDataProperty:"balanceAmount",rootData}))){
vErrors = vErrors === null ? validate741.errors : vErrors.concat(validate741.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.referenceDate !== undefined){
let data2 = data.referenceDate;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
validate738.errors = [{instancePath:instancePath+"/referenceDate",schemaPath:"#/properties/referenceDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate738.errors = [{instancePath:instancePath+"/referenceDate",schemaPath:"#/properties/referenceDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastChangeDateTime !== undefined){
let data3 = data.lastChangeDateTime;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
validate738.errors = [{instancePath:instancePath+"/lastChangeDateTime",schemaPath:"#/properties/lastChangeDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate738.errors = [{instancePath:instancePath+"/lastChangeDateTime",schemaPath:"#/properties/lastChangeDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastCommittedTransaction !== undefined){
let data4 = data.lastCommittedTransaction;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data4 === "string"){
if(func2(data4) > 35){
validate738.errors = [{instancePath:instancePath+"/lastCommittedTransaction",schemaPath:"#/properties/lastCommittedTransaction/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate738.errors = [{instancePath:instancePath+"/lastCommittedTransaction",schemaPath:"#/properties/lastCommittedTransaction/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditLimitIncluded !== undefined){
const _errs9 = errors;
if(typeof data.creditLimitIncluded !== "boolean"){
validate738.errors = [{instancePath:instancePath+"/creditLimitIncluded",schemaPath:"#/properties/creditLimitIncluded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate738.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate738.errors = vErrors;
return errors === 0;
}


function validate732(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.customerNumber === undefined) && (missing0 = "customerNumber")) || ((data.currency === undefined) && (missing0 = "currency"))){
validate732.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerNumber !== undefined){
let data0 = data.customerNumber;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate732.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func2(data0) < 1){
validate732.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate732.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountName !== undefined){
let data1 = data.accountName;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 70){
validate732.errors = [{instancePath:instancePath+"/accountName",schemaPath:"#/properties/accountName/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate732.errors = [{instancePath:instancePath+"/accountName",schemaPath:"#/properties/accountName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bban !== undefined){
const _errs5 = errors;
if(!(validate26(data.bban, {instancePath:instancePath+"/bban",parentData:data,parentDataProperty:"bban",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.iban !== undefined){
const _errs6 = errors;
if(!(validate24(data.iban, {instancePath:instancePath+"/iban",parentData:data,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs7 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.product !== undefined){
let data5 = data.product;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data5 === "string"){
if(func2(data5) > 35){
validate732.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate732.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cashAccountType !== undefined){
let data6 = data.cashAccountType;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data6 === "string"){
if(func2(data6) > 35){
validate732.errors = [{instancePath:instancePath+"/cashAccountType",schemaPath:"#/properties/cashAccountType/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate732.errors = [{instancePath:instancePath+"/cashAccountType",schemaPath:"#/properties/cashAccountType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditLine !== undefined){
const _errs12 = errors;
if(!(validate736(data.creditLine, {instancePath:instancePath+"/creditLine",parentData:data,parentDataProperty:"creditLine",rootData}))){
vErrors = vErrors === null ? validate736.errors : vErrors.concat(validate736.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kidRequired !== undefined){
const _errs13 = errors;
if(typeof data.kidRequired !== "boolean"){
validate732.errors = [{instancePath:instancePath+"/kidRequired",schemaPath:"#/properties/kidRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balances !== undefined){
let data9 = data.balances;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data9)){
if(data9.length > 8){
validate732.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
const _errs17 = errors;
if(!(validate738(data9[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data9,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate738.errors : vErrors.concat(validate738.errors);
errors = vErrors.length;
}
var valid1 = _errs17 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate732.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate732.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate732.errors = vErrors;
return errors === 0;
}

export const schema__SandboxAccount = validate747;
const schema136 = {"type":"object","description":"A sandbox account.","required":["id","customerNumber","currency","balances"],"properties":{"id":{"type":"string","description":"Identifier of the mock account (also its resourceId in the account-information API)."},"customerNumber":{"type":"string"},"accountName":{"type":"string","maxLength":70},"bban":{"$ref":"openapi#/definitions/Bban"},"iban":{"$ref":"openapi#/definitions/Iban"},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"product":{"type":"string","maxLength":35},"cashAccountType":{"type":"string","maxLength":35},"creditLine":{"$ref":"openapi#/definitions/SignedAmountValue"},"kidRequired":{"type":"boolean"},"balances":{"type":"array","items":{"$ref":"openapi#/definitions/Balance"}},"_links":{"$ref":"openapi#/definitions/Links"}}};

function validate747(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.customerNumber === undefined) && (missing0 = "customerNumber"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.balances === undefined) && (missing0 = "balances"))){
validate747.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate747.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerNumber !== undefined){
const _errs3 = errors;
if(typeof data.customerNumber !== "string"){
validate747.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountName !== undefined){
let data2 = data.accountName;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) > 70){
validate747.errors = [{instancePath:instancePath+"/accountName",schemaPath:"#/properties/accountName/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate747.errors = [{instancePath:instancePath+"/accountName",schemaPath:"#/properties/accountName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bban !== undefined){
const _errs7 = errors;
if(!(validate26(data.bban, {instancePath:instancePath+"/bban",parentData:data,parentDataProperty:"bban",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.iban !== undefined){
const _errs8 = errors;
if(!(validate24(data.iban, {instancePath:instancePath+"/iban",parentData:data,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs9 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.product !== undefined){
let data6 = data.product;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data6 === "string"){
if(func2(data6) > 35){
validate747.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate747.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cashAccountType !== undefined){
let data7 = data.cashAccountType;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data7 === "string"){
if(func2(data7) > 35){
validate747.errors = [{instancePath:instancePath+"/cashAccountType",schemaPath:"#/properties/cashAccountType/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate747.errors = [{instancePath:instancePath+"/cashAccountType",schemaPath:"#/properties/cashAccountType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditLine !== undefined){
const _errs14 = errors;
if(!(validate37(data.creditLine, {instancePath:instancePath+"/creditLine",parentData:data,parentDataProperty:"creditLine",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kidRequired !== undefined){
const _errs15 = errors;
if(typeof data.kidRequired !== "boolean"){
validate747.errors = [{instancePath:instancePath+"/kidRequired",schemaPath:"#/properties/kidRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balances !== undefined){
let data10 = data.balances;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data10)){
var valid1 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(!(validate34(data10[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid1 = _errs19 === errors;
if(!valid1){
break;
}
}
}
else {
validate747.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs20 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate747.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate747.errors = vErrors;
return errors === 0;
}

export const updateSandboxAccountBalances__request = validate754;
const schema137 = {"type":"object","description":"Body of the balance updates of sandbox accounts and card accounts (decision: the portal's body is not published; the shape mirrors the balances of the create bodies).","required":["balances"],"properties":{"balances":{"type":"array","description":"The new ledger balance (see SandboxBalanceType). With several balances, each type at most once, the EXPECTED one is the ledger balance and the others are checked and not kept; several without an EXPECTED one are refused (400 FORMAT_ERROR at balances) rather than one of them picked.","minItems":1,"maxItems":8,"items":{"$ref":"openapi#/definitions/SandboxBalanceInput"}}}};

function validate754(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.balances === undefined) && (missing0 = "balances")){
validate754.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.balances !== undefined){
let data0 = data.balances;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 8){
validate754.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"}];
return false;
}
else {
if(data0.length < 1){
validate754.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate738(data0[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate738.errors : vErrors.concat(validate738.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate754.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate754.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate754.errors = vErrors;
return errors === 0;
}

export const listSandboxAccountTransactions__response_200 = validate756;
const schema138 = {"type":"array","items":{"$ref":"openapi#/definitions/SandboxAccountTransaction"}};
const schema139 = {"description":"A transaction of a sandbox account: the account-information transaction plus its booking status (amounts as strings). It shows the mock data as created: a pending item keeps the valueDate it was given, which the account-information listing leaves out of pending items.","allOf":[{"$ref":"openapi#/definitions/Transaction"},{"type":"object","required":["transactionId","bookingStatus"],"properties":{"transactionId":{"type":"string","description":"Identifier of the transaction (the mockTransactionId)."},"bookingStatus":{"type":"string","enum":["booked","pending"]},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}}]};

function validate757(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate88(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.transactionId === undefined) && (missing0 = "transactionId")) || ((data.bookingStatus === undefined) && (missing0 = "bookingStatus"))){
validate757.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.transactionId !== undefined){
const _errs3 = errors;
if(typeof data.transactionId !== "string"){
validate757.errors = [{instancePath:instancePath+"/transactionId",schemaPath:"#/allOf/1/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.bookingStatus !== undefined){
let data1 = data.bookingStatus;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate757.errors = [{instancePath:instancePath+"/bookingStatus",schemaPath:"#/allOf/1/properties/bookingStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "booked") || (data1 === "pending"))){
validate757.errors = [{instancePath:instancePath+"/bookingStatus",schemaPath:"#/allOf/1/properties/bookingStatus/enum",keyword:"enum",params:{allowedValues: schema139.allOf[1].properties.bookingStatus.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tppMessages !== undefined){
const _errs7 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate757.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate757.errors = vErrors;
return errors === 0;
}


function validate756(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate757(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate757.errors : vErrors.concat(validate757.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate756.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate756.errors = vErrors;
return errors === 0;
}

export const createSandboxAccountTransactions__request = validate761;
const schema140 = {"type":"array","description":"Body of POST /v1/sandbox/accounts/{mockAccountId}/transactions: an array.","minItems":1,"items":{"$ref":"openapi#/definitions/SandboxAccountTransactionInput"}};
const schema141 = {"type":"object","description":"A mock account transaction (the portal's body). A negative amount is a debit. Dates must be before\nnow and bookingDate must not be later than valueDate (400 FORMAT_ERROR); without them today's date is\nused.\n","required":["amount","currency"],"properties":{"amount":{"$ref":"openapi#/definitions/SandboxAmountNumberOrString"},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"bookingStatus":{"type":"string","description":"booked (default) or pending.","enum":["booked","pending"]},"valueDate":{"type":"string","description":"Value date; before now.","format":"date"},"bookingDate":{"type":"string","description":"Booking date; before now and not later than valueDate.","format":"date"},"remittanceInformationUnstructured":{"type":"string","maxLength":140},"creditorId":{"type":"string","maxLength":35},"creditorName":{"type":"string","maxLength":70},"creditorAccount":{"$ref":"openapi#/definitions/SandboxAccountRef"},"ultimateCreditor":{"type":"string","maxLength":70},"debtorName":{"type":"string","maxLength":70},"debtorAccount":{"$ref":"openapi#/definitions/SandboxAccountRef"},"ultimateDebtor":{"type":"string","maxLength":70},"purposeCode":{"$ref":"openapi#/definitions/ExternalPurposeCode"},"bankTransactionCode":{"type":"string","maxLength":35}}};
const schema142 = {"type":"object","description":"Account of a counterparty in a mock transaction.","properties":{"iban":{"$ref":"openapi#/definitions/Iban"},"bban":{"$ref":"openapi#/definitions/Bban"}}};

function validate765(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.iban !== undefined){
const _errs1 = errors;
if(!(validate24(data.iban, {instancePath:instancePath+"/iban",parentData:data,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bban !== undefined){
const _errs2 = errors;
if(!(validate26(data.bban, {instancePath:instancePath+"/bban",parentData:data,parentDataProperty:"bban",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate765.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate765.errors = vErrors;
return errors === 0;
}


function validate762(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.amount === undefined) && (missing0 = "amount")) || ((data.currency === undefined) && (missing0 = "currency"))){
validate762.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.amount !== undefined){
const _errs1 = errors;
if(!(validate742(data.amount, {instancePath:instancePath+"/amount",parentData:data,parentDataProperty:"amount",rootData}))){
vErrors = vErrors === null ? validate742.errors : vErrors.concat(validate742.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs2 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bookingStatus !== undefined){
let data2 = data.bookingStatus;
const _errs3 = errors;
if(typeof data2 !== "string"){
validate762.errors = [{instancePath:instancePath+"/bookingStatus",schemaPath:"#/properties/bookingStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "booked") || (data2 === "pending"))){
validate762.errors = [{instancePath:instancePath+"/bookingStatus",schemaPath:"#/properties/bookingStatus/enum",keyword:"enum",params:{allowedValues: schema141.properties.bookingStatus.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.valueDate !== undefined){
let data3 = data.valueDate;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate762.errors = [{instancePath:instancePath+"/valueDate",schemaPath:"#/properties/valueDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate762.errors = [{instancePath:instancePath+"/valueDate",schemaPath:"#/properties/valueDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bookingDate !== undefined){
let data4 = data.bookingDate;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
validate762.errors = [{instancePath:instancePath+"/bookingDate",schemaPath:"#/properties/bookingDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate762.errors = [{instancePath:instancePath+"/bookingDate",schemaPath:"#/properties/bookingDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.remittanceInformationUnstructured !== undefined){
let data5 = data.remittanceInformationUnstructured;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data5 === "string"){
if(func2(data5) > 140){
validate762.errors = [{instancePath:instancePath+"/remittanceInformationUnstructured",schemaPath:"#/properties/remittanceInformationUnstructured/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"}];
return false;
}
}
else {
validate762.errors = [{instancePath:instancePath+"/remittanceInformationUnstructured",schemaPath:"#/properties/remittanceInformationUnstructured/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorId !== undefined){
let data6 = data.creditorId;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data6 === "string"){
if(func2(data6) > 35){
validate762.errors = [{instancePath:instancePath+"/creditorId",schemaPath:"#/properties/creditorId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate762.errors = [{instancePath:instancePath+"/creditorId",schemaPath:"#/properties/creditorId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorName !== undefined){
let data7 = data.creditorName;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data7 === "string"){
if(func2(data7) > 70){
validate762.errors = [{instancePath:instancePath+"/creditorName",schemaPath:"#/properties/creditorName/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate762.errors = [{instancePath:instancePath+"/creditorName",schemaPath:"#/properties/creditorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditorAccount !== undefined){
const _errs15 = errors;
if(!(validate765(data.creditorAccount, {instancePath:instancePath+"/creditorAccount",parentData:data,parentDataProperty:"creditorAccount",rootData}))){
vErrors = vErrors === null ? validate765.errors : vErrors.concat(validate765.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ultimateCreditor !== undefined){
let data9 = data.ultimateCreditor;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data9 === "string"){
if(func2(data9) > 70){
validate762.errors = [{instancePath:instancePath+"/ultimateCreditor",schemaPath:"#/properties/ultimateCreditor/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate762.errors = [{instancePath:instancePath+"/ultimateCreditor",schemaPath:"#/properties/ultimateCreditor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorName !== undefined){
let data10 = data.debtorName;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data10 === "string"){
if(func2(data10) > 70){
validate762.errors = [{instancePath:instancePath+"/debtorName",schemaPath:"#/properties/debtorName/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate762.errors = [{instancePath:instancePath+"/debtorName",schemaPath:"#/properties/debtorName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.debtorAccount !== undefined){
const _errs20 = errors;
if(!(validate765(data.debtorAccount, {instancePath:instancePath+"/debtorAccount",parentData:data,parentDataProperty:"debtorAccount",rootData}))){
vErrors = vErrors === null ? validate765.errors : vErrors.concat(validate765.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ultimateDebtor !== undefined){
let data12 = data.ultimateDebtor;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data12 === "string"){
if(func2(data12) > 70){
validate762.errors = [{instancePath:instancePath+"/ultimateDebtor",schemaPath:"#/properties/ultimateDebtor/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate762.errors = [{instancePath:instancePath+"/ultimateDebtor",schemaPath:"#/properties/ultimateDebtor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.purposeCode !== undefined){
const _errs23 = errors;
if(!(validate94(data.purposeCode, {instancePath:instancePath+"/purposeCode",parentData:data,parentDataProperty:"purposeCode",rootData}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bankTransactionCode !== undefined){
let data14 = data.bankTransactionCode;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data14 === "string"){
if(func2(data14) > 35){
validate762.errors = [{instancePath:instancePath+"/bankTransactionCode",schemaPath:"#/properties/bankTransactionCode/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate762.errors = [{instancePath:instancePath+"/bankTransactionCode",schemaPath:"#/properties/bankTransactionCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate762.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate762.errors = vErrors;
return errors === 0;
}


function validate761(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length < 1){
validate761.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate762(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate762.errors : vErrors.concat(validate762.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate761.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate761.errors = vErrors;
return errors === 0;
}

export const createSandboxAccountTransactions__response_201 = validate772;
const schema143 = {"type":"array","items":{"$ref":"openapi#/definitions/SandboxAccountTransaction"}};

function validate772(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate757(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate757.errors : vErrors.concat(validate757.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate772.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate772.errors = vErrors;
return errors === 0;
}

export const schema__SandboxAccountTransaction = validate774;

function validate774(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate88(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.transactionId === undefined) && (missing0 = "transactionId")) || ((data.bookingStatus === undefined) && (missing0 = "bookingStatus"))){
validate774.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.transactionId !== undefined){
const _errs3 = errors;
if(typeof data.transactionId !== "string"){
validate774.errors = [{instancePath:instancePath+"/transactionId",schemaPath:"#/allOf/1/properties/transactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.bookingStatus !== undefined){
let data1 = data.bookingStatus;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate774.errors = [{instancePath:instancePath+"/bookingStatus",schemaPath:"#/allOf/1/properties/bookingStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "booked") || (data1 === "pending"))){
validate774.errors = [{instancePath:instancePath+"/bookingStatus",schemaPath:"#/allOf/1/properties/bookingStatus/enum",keyword:"enum",params:{allowedValues: schema139.allOf[1].properties.bookingStatus.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tppMessages !== undefined){
const _errs7 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate774.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate774.errors = vErrors;
return errors === 0;
}

export const listSandboxAgreements__response_200 = validate777;
const schema145 = {"type":"array","items":{"$ref":"openapi#/definitions/SandboxAgreement"}};
const schema146 = {"type":"object","description":"A sandbox agreement (private agreements are created automatically).","required":["id","owner","ownerType","name","engagements"],"properties":{"id":{"type":"string","description":"Agreement identifier; in corporate context it is the value for PSU-Corporate-ID."},"owner":{"type":"string","description":"customerNumber of the owner."},"ownerType":{"$ref":"openapi#/definitions/SandboxCustomerType"},"name":{"type":"string"},"engagements":{"type":"array","items":{"$ref":"openapi#/definitions/SandboxEngagement"}},"_links":{"$ref":"openapi#/definitions/Links"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const schema147 = {"type":"string","description":"Kind of sandbox customer.","enum":["PRIVATE","CORPORATE"]};

function validate779(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate779.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "PRIVATE") || (data === "CORPORATE"))){
validate779.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema147.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate779.errors = vErrors;
return errors === 0;
}

const schema148 = {"type":"object","description":"An engagement of a sandbox agreement.","required":["id","customer","account","roles"],"properties":{"id":{"type":"string"},"customer":{"type":"string"},"account":{"type":"object","required":["iban"],"properties":{"iban":{"$ref":"openapi#/definitions/Iban"}}},"roles":{"type":"array","items":{"$ref":"openapi#/definitions/EngagementRole"}},"registerLimit":{"$ref":"openapi#/definitions/SignedAmountValue"},"approvalLimit":{"$ref":"openapi#/definitions/SignedAmountValue"}}};
const schema149 = {"type":"string","description":"Role of an engagement: VIEW (see the account), REGISTER (register payments), APPROVE (approve payments). Consent to an account needs both VIEW and REGISTER.","enum":["VIEW","REGISTER","APPROVE"]};

function validate783(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate783.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "VIEW") || (data === "REGISTER")) || (data === "APPROVE"))){
validate783.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema149.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate783.errors = vErrors;
return errors === 0;
}


function validate781(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.customer === undefined) && (missing0 = "customer"))) || ((data.account === undefined) && (missing0 = "account"))) || ((data.roles === undefined) && (missing0 = "roles"))){
validate781.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate781.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customer !== undefined){
const _errs3 = errors;
if(typeof data.customer !== "string"){
validate781.errors = [{instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.account !== undefined){
let data2 = data.account;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.iban === undefined) && (missing1 = "iban")){
validate781.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.iban !== undefined){
if(!(validate24(data2.iban, {instancePath:instancePath+"/account/iban",parentData:data2,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
}
else {
validate781.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.roles !== undefined){
let data4 = data.roles;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate783(data4[i0], {instancePath:instancePath+"/roles/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate783.errors : vErrors.concat(validate783.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate781.errors = [{instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.registerLimit !== undefined){
const _errs11 = errors;
if(!(validate37(data.registerLimit, {instancePath:instancePath+"/registerLimit",parentData:data,parentDataProperty:"registerLimit",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalLimit !== undefined){
const _errs12 = errors;
if(!(validate37(data.approvalLimit, {instancePath:instancePath+"/approvalLimit",parentData:data,parentDataProperty:"approvalLimit",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate781.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate781.errors = vErrors;
return errors === 0;
}


function validate778(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.owner === undefined) && (missing0 = "owner"))) || ((data.ownerType === undefined) && (missing0 = "ownerType"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.engagements === undefined) && (missing0 = "engagements"))){
validate778.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate778.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.owner !== undefined){
const _errs3 = errors;
if(typeof data.owner !== "string"){
validate778.errors = [{instancePath:instancePath+"/owner",schemaPath:"#/properties/owner/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ownerType !== undefined){
const _errs5 = errors;
if(!(validate779(data.ownerType, {instancePath:instancePath+"/ownerType",parentData:data,parentDataProperty:"ownerType",rootData}))){
vErrors = vErrors === null ? validate779.errors : vErrors.concat(validate779.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate778.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engagements !== undefined){
let data4 = data.engagements;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate781(data4[i0], {instancePath:instancePath+"/engagements/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate781.errors : vErrors.concat(validate781.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate778.errors = [{instancePath:instancePath+"/engagements",schemaPath:"#/properties/engagements/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs11 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs12 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate778.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate778.errors = vErrors;
return errors === 0;
}


function validate777(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate778(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate778.errors : vErrors.concat(validate778.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate777.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate777.errors = vErrors;
return errors === 0;
}

export const createSandboxAgreement__request = validate791;
const schema150 = {"type":"object","description":"Body of POST /v1/sandbox/agreements (corporate customers only).","required":["owner","name"],"properties":{"owner":{"type":"string","description":"customerNumber of the corporate customer that owns the agreement.","minLength":1,"maxLength":35},"name":{"type":"string","description":"Name of the agreement.","minLength":1,"maxLength":70},"engagements":{"type":"array","description":"Engagements of the agreement.","items":{"$ref":"openapi#/definitions/SandboxEngagementInput"}}}};
const schema151 = {"type":"object","description":"An engagement: access of a person to a corporate account.","required":["customer","account","roles"],"properties":{"customer":{"type":"string","description":"customerNumber (national identity number) of the private person granted access.","minLength":1,"maxLength":35},"account":{"type":"object","description":"The corporate account granted.","required":["iban"],"properties":{"iban":{"$ref":"openapi#/definitions/Iban"}}},"roles":{"type":"array","description":"Roles granted.","minItems":1,"uniqueItems":true,"items":{"$ref":"openapi#/definitions/EngagementRole"}},"registerLimit":{"$ref":"openapi#/definitions/SandboxLimitNumberOrString"},"approvalLimit":{"$ref":"openapi#/definitions/SandboxLimitNumberOrString"}}};

function validate792(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.customer === undefined) && (missing0 = "customer")) || ((data.account === undefined) && (missing0 = "account"))) || ((data.roles === undefined) && (missing0 = "roles"))){
validate792.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customer !== undefined){
let data0 = data.customer;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate792.errors = [{instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func2(data0) < 1){
validate792.errors = [{instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate792.errors = [{instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.account !== undefined){
let data1 = data.account;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.iban === undefined) && (missing1 = "iban")){
validate792.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.iban !== undefined){
if(!(validate24(data1.iban, {instancePath:instancePath+"/account/iban",parentData:data1,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
}
else {
validate792.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.roles !== undefined){
let data3 = data.roles;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
if(data3.length < 1){
validate792.errors = [{instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate783(data3[i0], {instancePath:instancePath+"/roles/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate783.errors : vErrors.concat(validate783.errors);
errors = vErrors.length;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
if(valid2){
let i1 = data3.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data3[i1], data3[j0])){
validate792.errors = [{instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break outer0;
}
}
}
}
}
}
}
else {
validate792.errors = [{instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.registerLimit !== undefined){
const _errs9 = errors;
if(!(validate736(data.registerLimit, {instancePath:instancePath+"/registerLimit",parentData:data,parentDataProperty:"registerLimit",rootData}))){
vErrors = vErrors === null ? validate736.errors : vErrors.concat(validate736.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalLimit !== undefined){
const _errs10 = errors;
if(!(validate736(data.approvalLimit, {instancePath:instancePath+"/approvalLimit",parentData:data,parentDataProperty:"approvalLimit",rootData}))){
vErrors = vErrors === null ? validate736.errors : vErrors.concat(validate736.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate792.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate792.errors = vErrors;
return errors === 0;
}


function validate791(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.owner === undefined) && (missing0 = "owner")) || ((data.name === undefined) && (missing0 = "name"))){
validate791.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.owner !== undefined){
let data0 = data.owner;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate791.errors = [{instancePath:instancePath+"/owner",schemaPath:"#/properties/owner/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func2(data0) < 1){
validate791.errors = [{instancePath:instancePath+"/owner",schemaPath:"#/properties/owner/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate791.errors = [{instancePath:instancePath+"/owner",schemaPath:"#/properties/owner/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 70){
validate791.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
else {
if(func2(data1) < 1){
validate791.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate791.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engagements !== undefined){
let data2 = data.engagements;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate792(data2[i0], {instancePath:instancePath+"/engagements/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate792.errors : vErrors.concat(validate792.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate791.errors = [{instancePath:instancePath+"/engagements",schemaPath:"#/properties/engagements/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate791.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate791.errors = vErrors;
return errors === 0;
}

export const schema__SandboxAgreement = validate798;

function validate798(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.owner === undefined) && (missing0 = "owner"))) || ((data.ownerType === undefined) && (missing0 = "ownerType"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.engagements === undefined) && (missing0 = "engagements"))){
validate798.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate798.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.owner !== undefined){
const _errs3 = errors;
if(typeof data.owner !== "string"){
validate798.errors = [{instancePath:instancePath+"/owner",schemaPath:"#/properties/owner/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ownerType !== undefined){
const _errs5 = errors;
if(!(validate779(data.ownerType, {instancePath:instancePath+"/ownerType",parentData:data,parentDataProperty:"ownerType",rootData}))){
vErrors = vErrors === null ? validate779.errors : vErrors.concat(validate779.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate798.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engagements !== undefined){
let data4 = data.engagements;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate781(data4[i0], {instancePath:instancePath+"/engagements/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate781.errors : vErrors.concat(validate781.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate798.errors = [{instancePath:instancePath+"/engagements",schemaPath:"#/properties/engagements/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs11 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs12 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate798.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate798.errors = vErrors;
return errors === 0;
}

export const addSandboxAgreementEngagement__request = validate803;

function validate803(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.customer === undefined) && (missing0 = "customer")) || ((data.account === undefined) && (missing0 = "account"))) || ((data.roles === undefined) && (missing0 = "roles"))){
validate803.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customer !== undefined){
let data0 = data.customer;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate803.errors = [{instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func2(data0) < 1){
validate803.errors = [{instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate803.errors = [{instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.account !== undefined){
let data1 = data.account;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.iban === undefined) && (missing1 = "iban")){
validate803.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.iban !== undefined){
if(!(validate24(data1.iban, {instancePath:instancePath+"/account/iban",parentData:data1,parentDataProperty:"iban",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
}
else {
validate803.errors = [{instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.roles !== undefined){
let data3 = data.roles;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
if(data3.length < 1){
validate803.errors = [{instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate783(data3[i0], {instancePath:instancePath+"/roles/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate783.errors : vErrors.concat(validate783.errors);
errors = vErrors.length;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
if(valid2){
let i1 = data3.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data3[i1], data3[j0])){
validate803.errors = [{instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break outer0;
}
}
}
}
}
}
}
else {
validate803.errors = [{instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.registerLimit !== undefined){
const _errs9 = errors;
if(!(validate736(data.registerLimit, {instancePath:instancePath+"/registerLimit",parentData:data,parentDataProperty:"registerLimit",rootData}))){
vErrors = vErrors === null ? validate736.errors : vErrors.concat(validate736.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalLimit !== undefined){
const _errs10 = errors;
if(!(validate736(data.approvalLimit, {instancePath:instancePath+"/approvalLimit",parentData:data,parentDataProperty:"approvalLimit",rootData}))){
vErrors = vErrors === null ? validate736.errors : vErrors.concat(validate736.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate803.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate803.errors = vErrors;
return errors === 0;
}

export const decideSandboxAuthorisation__request = validate808;
const schema154 = {"type":"object","description":"A headless SCA decision for automated tests.","required":["customerNumber","decision"],"properties":{"customerNumber":{"type":"string","description":"The sandbox customer who authenticates (customerNumber or mocked national identity number).","minLength":1,"maxLength":35},"decision":{"type":"string","description":"approve, reject or abort, as on the SCA pages; revoke, a consent's Withdraw access: ends the consent\nthe customer has given this TPP in the context (and agreement), finalises the authorisation and\nredirects with the success parameters and consent=revoked.\n","enum":["approve","reject","abort","revoke"]},"context":{"type":"string","description":"PRIVATE or CORPORATE; default PRIVATE.","enum":["PRIVATE","CORPORATE"]},"agreementId":{"type":"string","description":"Agreement to act under in CORPORATE context."}}};

function validate808(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.customerNumber === undefined) && (missing0 = "customerNumber")) || ((data.decision === undefined) && (missing0 = "decision"))){
validate808.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerNumber !== undefined){
let data0 = data.customerNumber;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate808.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func2(data0) < 1){
validate808.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate808.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decision !== undefined){
let data1 = data.decision;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate808.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "approve") || (data1 === "reject")) || (data1 === "abort")) || (data1 === "revoke"))){
validate808.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema154.properties.decision.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.context !== undefined){
let data2 = data.context;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate808.errors = [{instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "PRIVATE") || (data2 === "CORPORATE"))){
validate808.errors = [{instancePath:instancePath+"/context",schemaPath:"#/properties/context/enum",keyword:"enum",params:{allowedValues: schema154.properties.context.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agreementId !== undefined){
const _errs7 = errors;
if(typeof data.agreementId !== "string"){
validate808.errors = [{instancePath:instancePath+"/agreementId",schemaPath:"#/properties/agreementId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate808.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate808.errors = vErrors;
return errors === 0;
}

export const schema__SandboxScaDecisionResponse = validate809;
const schema155 = {"type":"object","description":"Outcome of a headless SCA decision.","required":["authorisationId","scaStatus","redirectUrl"],"properties":{"authorisationId":{"type":"string"},"scaStatus":{"$ref":"openapi#/definitions/ScaStatus"},"redirectUrl":{"type":"string","description":"The TPP-Redirect-URI with the success or failure parameters the PSU's browser would land on.","format":"uri"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const formats88 = runtime0.fullFormats.uri;

function validate809(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.authorisationId === undefined) && (missing0 = "authorisationId")) || ((data.scaStatus === undefined) && (missing0 = "scaStatus"))) || ((data.redirectUrl === undefined) && (missing0 = "redirectUrl"))){
validate809.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.authorisationId !== undefined){
const _errs1 = errors;
if(typeof data.authorisationId !== "string"){
validate809.errors = [{instancePath:instancePath+"/authorisationId",schemaPath:"#/properties/authorisationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scaStatus !== undefined){
const _errs3 = errors;
if(!(validate285(data.scaStatus, {instancePath:instancePath+"/scaStatus",parentData:data,parentDataProperty:"scaStatus",rootData}))){
vErrors = vErrors === null ? validate285.errors : vErrors.concat(validate285.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redirectUrl !== undefined){
let data2 = data.redirectUrl;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data2 === "string"){
if(!(formats88(data2))){
validate809.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"#/properties/redirectUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate809.errors = [{instancePath:instancePath+"/redirectUrl",schemaPath:"#/properties/redirectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs6 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate809.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate809.errors = vErrors;
return errors === 0;
}

export const schema__SandboxBatchRun = validate812;
const schema156 = {"type":"object","description":"Result of a simulated batch run.","required":["runId","startedAt","finishedAt","processed","otherPayments"],"properties":{"runId":{"type":"string","description":"Identifier of the run."},"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"processed":{"type":"array","description":"The calling TPP's payments this run changed, each once, in the order they were processed. A\npayment that was already waiting for funds (ACCP) and still is appears only when the run paid out\nmore of its transfers (a bulk payment); otherwise the run did not change it.\n","items":{"type":"object","required":["paymentId","paymentService","paymentProduct","fromStatus","toStatus"],"properties":{"paymentId":{"type":"string"},"paymentService":{"type":"string","enum":["payments","bulk-payments"]},"paymentProduct":{"$ref":"openapi#/definitions/PaymentProduct"},"fromStatus":{"$ref":"openapi#/definitions/TransactionStatus"},"toStatus":{"$ref":"openapi#/definitions/TransactionStatus"},"fundsAvailable":{"type":"boolean","description":"Whether the debtor account held the funds. Absent for a payment the run only parked in the\ndue-date register (PDNG): its funds are checked on its execution date, not before.\n"}}}},"otherPayments":{"type":"integer","minimum":0,"description":"How many payments of other TPPs this run changed. Their ids stay with their own TPPs."},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const schema157 = {"type":"string","description":"Payment product of this service.","enum":["norwegian-domestic-credit-transfers","instant-norwegian-domestic-credit-transfers-straks","sepa-credit-transfers","cross-border-credit-transfers"]};

function validate813(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate813.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "norwegian-domestic-credit-transfers") || (data === "instant-norwegian-domestic-credit-transfers-straks")) || (data === "sepa-credit-transfers")) || (data === "cross-border-credit-transfers"))){
validate813.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema157.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate813.errors = vErrors;
return errors === 0;
}


function validate812(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.runId === undefined) && (missing0 = "runId")) || ((data.startedAt === undefined) && (missing0 = "startedAt"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))) || ((data.processed === undefined) && (missing0 = "processed"))) || ((data.otherPayments === undefined) && (missing0 = "otherPayments"))){
validate812.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.runId !== undefined){
const _errs1 = errors;
if(typeof data.runId !== "string"){
validate812.errors = [{instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAt !== undefined){
let data1 = data.startedAt;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
validate812.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate812.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedAt !== undefined){
let data2 = data.finishedAt;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
validate812.errors = [{instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate812.errors = [{instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.processed !== undefined){
let data3 = data.processed;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((((((data4.paymentId === undefined) && (missing1 = "paymentId")) || ((data4.paymentService === undefined) && (missing1 = "paymentService"))) || ((data4.paymentProduct === undefined) && (missing1 = "paymentProduct"))) || ((data4.fromStatus === undefined) && (missing1 = "fromStatus"))) || ((data4.toStatus === undefined) && (missing1 = "toStatus"))){
validate812.errors = [{instancePath:instancePath+"/processed/" + i0,schemaPath:"#/properties/processed/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.paymentId !== undefined){
const _errs11 = errors;
if(typeof data4.paymentId !== "string"){
validate812.errors = [{instancePath:instancePath+"/processed/" + i0+"/paymentId",schemaPath:"#/properties/processed/items/properties/paymentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.paymentService !== undefined){
let data6 = data4.paymentService;
const _errs13 = errors;
if(typeof data6 !== "string"){
validate812.errors = [{instancePath:instancePath+"/processed/" + i0+"/paymentService",schemaPath:"#/properties/processed/items/properties/paymentService/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data6 === "payments") || (data6 === "bulk-payments"))){
validate812.errors = [{instancePath:instancePath+"/processed/" + i0+"/paymentService",schemaPath:"#/properties/processed/items/properties/paymentService/enum",keyword:"enum",params:{allowedValues: schema156.properties.processed.items.properties.paymentService.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.paymentProduct !== undefined){
const _errs15 = errors;
if(!(validate813(data4.paymentProduct, {instancePath:instancePath+"/processed/" + i0+"/paymentProduct",parentData:data4,parentDataProperty:"paymentProduct",rootData}))){
vErrors = vErrors === null ? validate813.errors : vErrors.concat(validate813.errors);
errors = vErrors.length;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.fromStatus !== undefined){
const _errs16 = errors;
if(!(validate278(data4.fromStatus, {instancePath:instancePath+"/processed/" + i0+"/fromStatus",parentData:data4,parentDataProperty:"fromStatus",rootData}))){
vErrors = vErrors === null ? validate278.errors : vErrors.concat(validate278.errors);
errors = vErrors.length;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.toStatus !== undefined){
const _errs17 = errors;
if(!(validate278(data4.toStatus, {instancePath:instancePath+"/processed/" + i0+"/toStatus",parentData:data4,parentDataProperty:"toStatus",rootData}))){
vErrors = vErrors === null ? validate278.errors : vErrors.concat(validate278.errors);
errors = vErrors.length;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.fundsAvailable !== undefined){
const _errs18 = errors;
if(typeof data4.fundsAvailable !== "boolean"){
validate812.errors = [{instancePath:instancePath+"/processed/" + i0+"/fundsAvailable",schemaPath:"#/properties/processed/items/properties/fundsAvailable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
else {
validate812.errors = [{instancePath:instancePath+"/processed/" + i0,schemaPath:"#/properties/processed/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate812.errors = [{instancePath:instancePath+"/processed",schemaPath:"#/properties/processed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.otherPayments !== undefined){
let data11 = data.otherPayments;
const _errs20 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate812.errors = [{instancePath:instancePath+"/otherPayments",schemaPath:"#/properties/otherPayments/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs20){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate812.errors = [{instancePath:instancePath+"/otherPayments",schemaPath:"#/properties/otherPayments/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs22 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate812.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate812.errors = vErrors;
return errors === 0;
}

export const createSandboxCardAccount__request = validate818;
const schema158 = {"type":"object","description":"Body of POST /v1/sandbox/card-accounts (the portal's mock-data body).","required":["customerNumber","maskedPan","currency"],"properties":{"customerNumber":{"type":"string","description":"Owner of the card account; same agreement rules as for accounts.","minLength":1,"maxLength":35},"maskedPan":{"type":"string","description":"Masked card number.","maxLength":35},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"creditLimit":{"$ref":"openapi#/definitions/SandboxAmountInput"},"balances":{"type":"array","description":"The starting ledger balance (see SandboxBalanceType); zero without one. With several balances (the portal's card script sends EXPECTED and AUTHORISED), each type at most once, the EXPECTED one is the ledger balance and the others are checked and not kept; several without an EXPECTED one are refused (400 FORMAT_ERROR at balances) rather than one of them picked.","maxItems":8,"items":{"$ref":"openapi#/definitions/SandboxBalanceInput"}},"cardId":{"type":"string","maxLength":35},"cardIdVNo":{"type":"string","maxLength":35},"accountNumber":{"type":"string","maxLength":35},"expiry":{"type":"string","format":"date"},"name":{"type":"string","description":"Card account name, up to 70 characters (see x-accept-fix longer-names).","maxLength":70},"product":{"type":"string","maxLength":35},"status":{"type":"string","description":"ENABLED, BLOCKED or DELETED (lower case accepted).","enum":["ENABLED","BLOCKED","DELETED","enabled","blocked","deleted"]}}};

function validate818(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.customerNumber === undefined) && (missing0 = "customerNumber")) || ((data.maskedPan === undefined) && (missing0 = "maskedPan"))) || ((data.currency === undefined) && (missing0 = "currency"))){
validate818.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerNumber !== undefined){
let data0 = data.customerNumber;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate818.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func2(data0) < 1){
validate818.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate818.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maskedPan !== undefined){
let data1 = data.maskedPan;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 35){
validate818.errors = [{instancePath:instancePath+"/maskedPan",schemaPath:"#/properties/maskedPan/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate818.errors = [{instancePath:instancePath+"/maskedPan",schemaPath:"#/properties/maskedPan/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs5 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditLimit !== undefined){
const _errs6 = errors;
if(!(validate741(data.creditLimit, {instancePath:instancePath+"/creditLimit",parentData:data,parentDataProperty:"creditLimit",rootData}))){
vErrors = vErrors === null ? validate741.errors : vErrors.concat(validate741.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balances !== undefined){
let data4 = data.balances;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data4)){
if(data4.length > 8){
validate818.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate738(data4[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate738.errors : vErrors.concat(validate738.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate818.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardId !== undefined){
let data6 = data.cardId;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data6 === "string"){
if(func2(data6) > 35){
validate818.errors = [{instancePath:instancePath+"/cardId",schemaPath:"#/properties/cardId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate818.errors = [{instancePath:instancePath+"/cardId",schemaPath:"#/properties/cardId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardIdVNo !== undefined){
let data7 = data.cardIdVNo;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data7 === "string"){
if(func2(data7) > 35){
validate818.errors = [{instancePath:instancePath+"/cardIdVNo",schemaPath:"#/properties/cardIdVNo/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate818.errors = [{instancePath:instancePath+"/cardIdVNo",schemaPath:"#/properties/cardIdVNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountNumber !== undefined){
let data8 = data.accountNumber;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data8 === "string"){
if(func2(data8) > 35){
validate818.errors = [{instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate818.errors = [{instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiry !== undefined){
let data9 = data.expiry;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data9 === "string"){
if(!(formats2.validate(data9))){
validate818.errors = [{instancePath:instancePath+"/expiry",schemaPath:"#/properties/expiry/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate818.errors = [{instancePath:instancePath+"/expiry",schemaPath:"#/properties/expiry/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data10 = data.name;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data10 === "string"){
if(func2(data10) > 70){
validate818.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate818.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.product !== undefined){
let data11 = data.product;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data11 === "string"){
if(func2(data11) > 35){
validate818.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate818.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data12 = data.status;
const _errs22 = errors;
if(typeof data12 !== "string"){
validate818.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data12 === "ENABLED") || (data12 === "BLOCKED")) || (data12 === "DELETED")) || (data12 === "enabled")) || (data12 === "blocked")) || (data12 === "deleted"))){
validate818.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema158.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate818.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate818.errors = vErrors;
return errors === 0;
}

export const schema__SandboxCardAccount = validate822;
const schema159 = {"type":"object","description":"A sandbox card account.","required":["resourceId","customerNumber","maskedPan","currency","balances"],"properties":{"resourceId":{"type":"string","description":"Identifier of the mock card account (also its resourceId in the card-account API)."},"customerNumber":{"type":"string"},"maskedPan":{"type":"string","maxLength":35},"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"creditLimit":{"$ref":"openapi#/definitions/SignedAmount"},"balances":{"type":"array","items":{"$ref":"openapi#/definitions/Balance"}},"cardId":{"type":"string"},"cardIdVNo":{"type":"string"},"accountNumber":{"type":"string"},"expiry":{"type":"string","format":"date"},"name":{"type":"string","maxLength":70},"product":{"type":"string","maxLength":35},"status":{"type":"string","enum":["enabled","blocked","deleted"]},"_links":{"$ref":"openapi#/definitions/Links"}}};

function validate822(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.resourceId === undefined) && (missing0 = "resourceId")) || ((data.customerNumber === undefined) && (missing0 = "customerNumber"))) || ((data.maskedPan === undefined) && (missing0 = "maskedPan"))) || ((data.currency === undefined) && (missing0 = "currency"))) || ((data.balances === undefined) && (missing0 = "balances"))){
validate822.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.resourceId !== undefined){
const _errs1 = errors;
if(typeof data.resourceId !== "string"){
validate822.errors = [{instancePath:instancePath+"/resourceId",schemaPath:"#/properties/resourceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerNumber !== undefined){
const _errs3 = errors;
if(typeof data.customerNumber !== "string"){
validate822.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maskedPan !== undefined){
let data2 = data.maskedPan;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) > 35){
validate822.errors = [{instancePath:instancePath+"/maskedPan",schemaPath:"#/properties/maskedPan/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate822.errors = [{instancePath:instancePath+"/maskedPan",schemaPath:"#/properties/maskedPan/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currency !== undefined){
const _errs7 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.creditLimit !== undefined){
const _errs8 = errors;
if(!(validate35(data.creditLimit, {instancePath:instancePath+"/creditLimit",parentData:data,parentDataProperty:"creditLimit",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.balances !== undefined){
let data5 = data.balances;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate34(data5[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate822.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardId !== undefined){
const _errs12 = errors;
if(typeof data.cardId !== "string"){
validate822.errors = [{instancePath:instancePath+"/cardId",schemaPath:"#/properties/cardId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardIdVNo !== undefined){
const _errs14 = errors;
if(typeof data.cardIdVNo !== "string"){
validate822.errors = [{instancePath:instancePath+"/cardIdVNo",schemaPath:"#/properties/cardIdVNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accountNumber !== undefined){
const _errs16 = errors;
if(typeof data.accountNumber !== "string"){
validate822.errors = [{instancePath:instancePath+"/accountNumber",schemaPath:"#/properties/accountNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiry !== undefined){
let data10 = data.expiry;
const _errs18 = errors;
if(errors === _errs18){
if(errors === _errs18){
if(typeof data10 === "string"){
if(!(formats2.validate(data10))){
validate822.errors = [{instancePath:instancePath+"/expiry",schemaPath:"#/properties/expiry/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate822.errors = [{instancePath:instancePath+"/expiry",schemaPath:"#/properties/expiry/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data11 = data.name;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data11 === "string"){
if(func2(data11) > 70){
validate822.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate822.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.product !== undefined){
let data12 = data.product;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data12 === "string"){
if(func2(data12) > 35){
validate822.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate822.errors = [{instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data13 = data.status;
const _errs24 = errors;
if(typeof data13 !== "string"){
validate822.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data13 === "enabled") || (data13 === "blocked")) || (data13 === "deleted"))){
validate822.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema159.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs26 = errors;
if(!(validate43(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate822.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate822.errors = vErrors;
return errors === 0;
}

export const updateSandboxCardAccountBalances__request = validate827;

function validate827(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.balances === undefined) && (missing0 = "balances")){
validate827.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.balances !== undefined){
let data0 = data.balances;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 8){
validate827.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"}];
return false;
}
else {
if(data0.length < 1){
validate827.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate738(data0[i0], {instancePath:instancePath+"/balances/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate738.errors : vErrors.concat(validate738.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate827.errors = [{instancePath:instancePath+"/balances",schemaPath:"#/properties/balances/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate827.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate827.errors = vErrors;
return errors === 0;
}

export const schema__SandboxCardAccountTransactions = validate829;
const schema161 = {"type":"object","description":"Answer of GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions, field for field as the specification's table gives it.","required":["cardAccount","cardTransactions"],"properties":{"cardAccount":{"type":"object","description":"The card account.","required":["maskedPan"],"properties":{"maskedPan":{"type":"string","description":"Masked card number."}}},"cardTransactions":{"type":"object","description":"The transactions; booked and/or pending filled per bookingStatus, the other an empty array.","required":["booked","pending"],"properties":{"booked":{"type":"array","description":"Booked transactions of the page, newest booking date first, ties by cardTransactionId.","items":{"$ref":"openapi#/definitions/SandboxCardTransaction"}},"pending":{"type":"array","description":"Decision: the specification types pending as a string array without saying what the strings are;\nthey are the cardTransactionId values of the pending transactions (pending ones may still change,\nso only their ids are listed).\n","items":{"type":"string"}}}}}};
const schema162 = {"type":"object","description":"A booked sandbox card transaction, field for field as the specification's table gives it (all fields required).","required":["cardTransactionId","bookingDate","transactionDate","transactionAmount","originalAmount","merchantCategoryCode"],"properties":{"cardTransactionId":{"type":"string","description":"Identifier of the card transaction."},"bookingDate":{"type":"string","description":"Booking date, written as an ISO 8601 date (YYYY-MM-DD); typed as a plain string by the specification."},"transactionDate":{"type":"string","description":"Transaction date, written as an ISO 8601 date (YYYY-MM-DD); typed as a plain string by the specification."},"transactionAmount":{"$ref":"openapi#/definitions/SandboxCardAmount"},"originalAmount":{"$ref":"openapi#/definitions/SandboxCardAmount"},"merchantCategoryCode":{"type":"string","description":"Merchant category code."}}};
const schema163 = {"type":"object","description":"Decision: in the sandbox card transaction listing (and in the POST that creates those transactions)\namount is an integer of whole currency units (int32), as the specification's table types it, while every\nother amount of the service is a decimal string. Reason: this is the mock-data API's own contract, which\nTPP test scripts use as published (portal samples send amount: 100), and sandbox operations take no\nx-accept-fix, so amount-as-string cannot switch it. The production card-account transactions\n(GET /v1/card-accounts/{account-id}/transactions) use Amount strings.\n","required":["currency","amount"],"properties":{"currency":{"type":"string","description":"Currency code."},"amount":{"type":"integer","minimum":-2147483648,"maximum":2147483647,"description":"Whole currency units."}}};

function validate831(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.currency === undefined) && (missing0 = "currency")) || ((data.amount === undefined) && (missing0 = "amount"))){
validate831.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.currency !== undefined){
const _errs1 = errors;
if(typeof data.currency !== "string"){
validate831.errors = [{instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
let data1 = data.amount;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate831.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
validate831.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data1 < -2147483648 || isNaN(data1)){
validate831.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate831.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate831.errors = vErrors;
return errors === 0;
}


function validate830(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.cardTransactionId === undefined) && (missing0 = "cardTransactionId")) || ((data.bookingDate === undefined) && (missing0 = "bookingDate"))) || ((data.transactionDate === undefined) && (missing0 = "transactionDate"))) || ((data.transactionAmount === undefined) && (missing0 = "transactionAmount"))) || ((data.originalAmount === undefined) && (missing0 = "originalAmount"))) || ((data.merchantCategoryCode === undefined) && (missing0 = "merchantCategoryCode"))){
validate830.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cardTransactionId !== undefined){
const _errs1 = errors;
if(typeof data.cardTransactionId !== "string"){
validate830.errors = [{instancePath:instancePath+"/cardTransactionId",schemaPath:"#/properties/cardTransactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bookingDate !== undefined){
const _errs3 = errors;
if(typeof data.bookingDate !== "string"){
validate830.errors = [{instancePath:instancePath+"/bookingDate",schemaPath:"#/properties/bookingDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionDate !== undefined){
const _errs5 = errors;
if(typeof data.transactionDate !== "string"){
validate830.errors = [{instancePath:instancePath+"/transactionDate",schemaPath:"#/properties/transactionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionAmount !== undefined){
const _errs7 = errors;
if(!(validate831(data.transactionAmount, {instancePath:instancePath+"/transactionAmount",parentData:data,parentDataProperty:"transactionAmount",rootData}))){
vErrors = vErrors === null ? validate831.errors : vErrors.concat(validate831.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.originalAmount !== undefined){
const _errs8 = errors;
if(!(validate831(data.originalAmount, {instancePath:instancePath+"/originalAmount",parentData:data,parentDataProperty:"originalAmount",rootData}))){
vErrors = vErrors === null ? validate831.errors : vErrors.concat(validate831.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.merchantCategoryCode !== undefined){
const _errs9 = errors;
if(typeof data.merchantCategoryCode !== "string"){
validate830.errors = [{instancePath:instancePath+"/merchantCategoryCode",schemaPath:"#/properties/merchantCategoryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate830.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate830.errors = vErrors;
return errors === 0;
}


function validate829(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.cardAccount === undefined) && (missing0 = "cardAccount")) || ((data.cardTransactions === undefined) && (missing0 = "cardTransactions"))){
validate829.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cardAccount !== undefined){
let data0 = data.cardAccount;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.maskedPan === undefined) && (missing1 = "maskedPan")){
validate829.errors = [{instancePath:instancePath+"/cardAccount",schemaPath:"#/properties/cardAccount/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.maskedPan !== undefined){
if(typeof data0.maskedPan !== "string"){
validate829.errors = [{instancePath:instancePath+"/cardAccount/maskedPan",schemaPath:"#/properties/cardAccount/properties/maskedPan/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate829.errors = [{instancePath:instancePath+"/cardAccount",schemaPath:"#/properties/cardAccount/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardTransactions !== undefined){
let data2 = data.cardTransactions;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing2;
if(((data2.booked === undefined) && (missing2 = "booked")) || ((data2.pending === undefined) && (missing2 = "pending"))){
validate829.errors = [{instancePath:instancePath+"/cardTransactions",schemaPath:"#/properties/cardTransactions/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data2.booked !== undefined){
let data3 = data2.booked;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid3 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate830(data3[i0], {instancePath:instancePath+"/cardTransactions/booked/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate830.errors : vErrors.concat(validate830.errors);
errors = vErrors.length;
}
var valid3 = _errs9 === errors;
if(!valid3){
break;
}
}
}
else {
validate829.errors = [{instancePath:instancePath+"/cardTransactions/booked",schemaPath:"#/properties/cardTransactions/properties/booked/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.pending !== undefined){
let data5 = data2.pending;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data5)){
var valid4 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs12 = errors;
if(typeof data5[i1] !== "string"){
validate829.errors = [{instancePath:instancePath+"/cardTransactions/pending/" + i1,schemaPath:"#/properties/cardTransactions/properties/pending/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
else {
validate829.errors = [{instancePath:instancePath+"/cardTransactions/pending",schemaPath:"#/properties/cardTransactions/properties/pending/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate829.errors = [{instancePath:instancePath+"/cardTransactions",schemaPath:"#/properties/cardTransactions/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate829.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate829.errors = vErrors;
return errors === 0;
}

export const createSandboxCardAccountTransactions__request = validate835;
const schema164 = {"type":"array","description":"Body of POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions: an array.","minItems":1,"items":{"$ref":"openapi#/definitions/SandboxCardTransactionInput"}};
const schema165 = {"type":"object","description":"A mock card transaction (the portal's body). Defaults: cardTransactionId generated, bookingDate = transactionDate, originalAmount = transactionAmount, merchantCategoryCode empty, bookingStatus booked.","required":["transactionDate","transactionAmount"],"properties":{"cardTransactionId":{"type":"string","description":"Identifier chosen by the caller, unique within the card account; when absent the bank generates one of 32 characters (a UUID written without hyphens), the same in this API and the AIS.","maxLength":35},"terminalId":{"type":"string","maxLength":35},"bookingStatus":{"type":"string","description":"booked (default) or pending.","enum":["booked","pending"]},"bookingDate":{"type":"string","description":"Booking date; before now; default transactionDate.","format":"date"},"transactionDate":{"type":"string","description":"Transaction date; before now and not later than bookingDate.","format":"date"},"transactionAmount":{"description":"What the card account is charged, in the card account's currency (else FORMAT_ERROR at [i].transactionAmount.currency).","allOf":[{"$ref":"openapi#/definitions/SandboxCardAmountInput"}]},"originalAmount":{"description":"The purchase in its own currency, which may differ from the card account's.","allOf":[{"$ref":"openapi#/definitions/SandboxCardAmountInput"}]},"merchantCategoryCode":{"type":"string","maxLength":4},"markupFee":{"$ref":"openapi#/definitions/SandboxCardAmountInput"},"markupFeePercentage":{"type":"string","maxLength":10},"cardAcceptorId":{"type":"string","maxLength":35},"cardAcceptorAddress":{"type":"object","description":"Address of the merchant; every part optional (the portal's samples send empty strings), each within the\nlengths of the Address the AIS answers with.\n","properties":{"street":{"type":"string","maxLength":70},"streetName":{"type":"string","maxLength":70},"buildingNumber":{"type":"string","maxLength":16},"postalCode":{"type":"string","maxLength":16},"postCode":{"type":"string","maxLength":16},"city":{"type":"string","maxLength":35},"townName":{"type":"string","maxLength":35},"country":{"description":"A country code of the list this service accepts, or an empty string (not given, as the portal's samples send it).","anyOf":[{"$ref":"openapi#/definitions/ISOCountryCode"},{"type":"string","enum":[""]}]}}},"maskedPan":{"type":"string","maxLength":35},"transactionDetails":{"type":"string","maxLength":1000},"invoiced":{"description":"Whether the transaction is invoiced: a boolean, or \"true\"/\"false\" as the portal's samples send it. An\nempty string counts as not set, which is false: EVRY's own seed script for card transactions sends\n\"invoiced\": \"\".\n","anyOf":[{"type":"boolean"},{"type":"string","enum":["true","false",""]}]},"proprietaryBankTransactionCode":{"type":"string","maxLength":35}}};
const schema166 = {"type":"object","description":"Decision: in the sandbox card transaction listing (and in the POST that creates those transactions)\namount is an integer of whole currency units (int32), as the specification's table types it, while every\nother amount of the service is a decimal string. Reason: this is the mock-data API's own contract, which\nTPP test scripts use as published (portal samples send amount: 100), and sandbox operations take no\nx-accept-fix, so amount-as-string cannot switch it. The production card-account transactions\n(GET /v1/card-accounts/{account-id}/transactions) use Amount strings.\n","required":["currency","amount"],"properties":{"currency":{"$ref":"openapi#/definitions/ISOCurrencyCode"},"amount":{"type":"integer","minimum":-2147483648,"maximum":2147483647,"description":"Whole currency units; negative for a refund."}}};

function validate837(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.currency === undefined) && (missing0 = "currency")) || ((data.amount === undefined) && (missing0 = "amount"))){
validate837.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.currency !== undefined){
const _errs1 = errors;
if(!(validate28(data.currency, {instancePath:instancePath+"/currency",parentData:data,parentDataProperty:"currency",rootData}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
let data1 = data.amount;
const _errs2 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate837.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
validate837.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data1 < -2147483648 || isNaN(data1)){
validate837.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate837.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate837.errors = vErrors;
return errors === 0;
}


function validate836(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.transactionDate === undefined) && (missing0 = "transactionDate")) || ((data.transactionAmount === undefined) && (missing0 = "transactionAmount"))){
validate836.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.cardTransactionId !== undefined){
let data0 = data.cardTransactionId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate836.errors = [{instancePath:instancePath+"/cardTransactionId",schemaPath:"#/properties/cardTransactionId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/cardTransactionId",schemaPath:"#/properties/cardTransactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.terminalId !== undefined){
let data1 = data.terminalId;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 35){
validate836.errors = [{instancePath:instancePath+"/terminalId",schemaPath:"#/properties/terminalId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/terminalId",schemaPath:"#/properties/terminalId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bookingStatus !== undefined){
let data2 = data.bookingStatus;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate836.errors = [{instancePath:instancePath+"/bookingStatus",schemaPath:"#/properties/bookingStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "booked") || (data2 === "pending"))){
validate836.errors = [{instancePath:instancePath+"/bookingStatus",schemaPath:"#/properties/bookingStatus/enum",keyword:"enum",params:{allowedValues: schema165.properties.bookingStatus.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bookingDate !== undefined){
let data3 = data.bookingDate;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
validate836.errors = [{instancePath:instancePath+"/bookingDate",schemaPath:"#/properties/bookingDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/bookingDate",schemaPath:"#/properties/bookingDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionDate !== undefined){
let data4 = data.transactionDate;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
validate836.errors = [{instancePath:instancePath+"/transactionDate",schemaPath:"#/properties/transactionDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/transactionDate",schemaPath:"#/properties/transactionDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionAmount !== undefined){
const _errs11 = errors;
if(!(validate837(data.transactionAmount, {instancePath:instancePath+"/transactionAmount",parentData:data,parentDataProperty:"transactionAmount",rootData}))){
vErrors = vErrors === null ? validate837.errors : vErrors.concat(validate837.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.originalAmount !== undefined){
const _errs13 = errors;
if(!(validate837(data.originalAmount, {instancePath:instancePath+"/originalAmount",parentData:data,parentDataProperty:"originalAmount",rootData}))){
vErrors = vErrors === null ? validate837.errors : vErrors.concat(validate837.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.merchantCategoryCode !== undefined){
let data7 = data.merchantCategoryCode;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(func2(data7) > 4){
validate836.errors = [{instancePath:instancePath+"/merchantCategoryCode",schemaPath:"#/properties/merchantCategoryCode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/merchantCategoryCode",schemaPath:"#/properties/merchantCategoryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.markupFee !== undefined){
const _errs17 = errors;
if(!(validate837(data.markupFee, {instancePath:instancePath+"/markupFee",parentData:data,parentDataProperty:"markupFee",rootData}))){
vErrors = vErrors === null ? validate837.errors : vErrors.concat(validate837.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.markupFeePercentage !== undefined){
let data9 = data.markupFeePercentage;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data9 === "string"){
if(func2(data9) > 10){
validate836.errors = [{instancePath:instancePath+"/markupFeePercentage",schemaPath:"#/properties/markupFeePercentage/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/markupFeePercentage",schemaPath:"#/properties/markupFeePercentage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardAcceptorId !== undefined){
let data10 = data.cardAcceptorId;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data10 === "string"){
if(func2(data10) > 35){
validate836.errors = [{instancePath:instancePath+"/cardAcceptorId",schemaPath:"#/properties/cardAcceptorId/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/cardAcceptorId",schemaPath:"#/properties/cardAcceptorId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardAcceptorAddress !== undefined){
let data11 = data.cardAcceptorAddress;
const _errs22 = errors;
if(errors === _errs22){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.street !== undefined){
let data12 = data11.street;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data12 === "string"){
if(func2(data12) > 70){
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/street",schemaPath:"#/properties/cardAcceptorAddress/properties/street/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/street",schemaPath:"#/properties/cardAcceptorAddress/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data11.streetName !== undefined){
let data13 = data11.streetName;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data13 === "string"){
if(func2(data13) > 70){
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/streetName",schemaPath:"#/properties/cardAcceptorAddress/properties/streetName/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/streetName",schemaPath:"#/properties/cardAcceptorAddress/properties/streetName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data11.buildingNumber !== undefined){
let data14 = data11.buildingNumber;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data14 === "string"){
if(func2(data14) > 16){
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/buildingNumber",schemaPath:"#/properties/cardAcceptorAddress/properties/buildingNumber/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/buildingNumber",schemaPath:"#/properties/cardAcceptorAddress/properties/buildingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs28 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data11.postalCode !== undefined){
let data15 = data11.postalCode;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data15 === "string"){
if(func2(data15) > 16){
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/postalCode",schemaPath:"#/properties/cardAcceptorAddress/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/postalCode",schemaPath:"#/properties/cardAcceptorAddress/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data11.postCode !== undefined){
let data16 = data11.postCode;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data16 === "string"){
if(func2(data16) > 16){
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/postCode",schemaPath:"#/properties/cardAcceptorAddress/properties/postCode/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/postCode",schemaPath:"#/properties/cardAcceptorAddress/properties/postCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs32 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data11.city !== undefined){
let data17 = data11.city;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data17 === "string"){
if(func2(data17) > 35){
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/city",schemaPath:"#/properties/cardAcceptorAddress/properties/city/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/city",schemaPath:"#/properties/cardAcceptorAddress/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs34 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data11.townName !== undefined){
let data18 = data11.townName;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data18 === "string"){
if(func2(data18) > 35){
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/townName",schemaPath:"#/properties/cardAcceptorAddress/properties/townName/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress/townName",schemaPath:"#/properties/cardAcceptorAddress/properties/townName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs36 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data11.country !== undefined){
let data19 = data11.country;
const _errs38 = errors;
const _errs39 = errors;
let valid4 = false;
const _errs40 = errors;
if(!(validate167(data19, {instancePath:instancePath+"/cardAcceptorAddress/country",parentData:data11,parentDataProperty:"country",rootData}))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
errors = vErrors.length;
}
var _valid0 = _errs40 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs41 = errors;
if(typeof data19 !== "string"){
const err0 = {instancePath:instancePath+"/cardAcceptorAddress/country",schemaPath:"#/properties/cardAcceptorAddress/properties/country/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(data19 === "")){
const err1 = {instancePath:instancePath+"/cardAcceptorAddress/country",schemaPath:"#/properties/cardAcceptorAddress/properties/country/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema165.properties.cardAcceptorAddress.properties.country.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid4 = valid4 || _valid0;
}
if(!valid4){
const err2 = {instancePath:instancePath+"/cardAcceptorAddress/country",schemaPath:"#/properties/cardAcceptorAddress/properties/country/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate836.errors = vErrors;
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs38 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
}
else {
validate836.errors = [{instancePath:instancePath+"/cardAcceptorAddress",schemaPath:"#/properties/cardAcceptorAddress/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maskedPan !== undefined){
let data20 = data.maskedPan;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data20 === "string"){
if(func2(data20) > 35){
validate836.errors = [{instancePath:instancePath+"/maskedPan",schemaPath:"#/properties/maskedPan/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/maskedPan",schemaPath:"#/properties/maskedPan/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionDetails !== undefined){
let data21 = data.transactionDetails;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data21 === "string"){
if(func2(data21) > 1000){
validate836.errors = [{instancePath:instancePath+"/transactionDetails",schemaPath:"#/properties/transactionDetails/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/transactionDetails",schemaPath:"#/properties/transactionDetails/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invoiced !== undefined){
let data22 = data.invoiced;
const _errs47 = errors;
const _errs48 = errors;
let valid5 = false;
const _errs49 = errors;
if(typeof data22 !== "boolean"){
const err3 = {instancePath:instancePath+"/invoiced",schemaPath:"#/properties/invoiced/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs49 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs51 = errors;
if(typeof data22 !== "string"){
const err4 = {instancePath:instancePath+"/invoiced",schemaPath:"#/properties/invoiced/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data22 === "true") || (data22 === "false")) || (data22 === ""))){
const err5 = {instancePath:instancePath+"/invoiced",schemaPath:"#/properties/invoiced/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema165.properties.invoiced.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs51 === errors;
valid5 = valid5 || _valid1;
}
if(!valid5){
const err6 = {instancePath:instancePath+"/invoiced",schemaPath:"#/properties/invoiced/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate836.errors = vErrors;
return false;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.proprietaryBankTransactionCode !== undefined){
let data23 = data.proprietaryBankTransactionCode;
const _errs53 = errors;
if(errors === _errs53){
if(typeof data23 === "string"){
if(func2(data23) > 35){
validate836.errors = [{instancePath:instancePath+"/proprietaryBankTransactionCode",schemaPath:"#/properties/proprietaryBankTransactionCode/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
}
else {
validate836.errors = [{instancePath:instancePath+"/proprietaryBankTransactionCode",schemaPath:"#/properties/proprietaryBankTransactionCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate836.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate836.errors = vErrors;
return errors === 0;
}


function validate835(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
if(data.length < 1){
validate835.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate836(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate836.errors : vErrors.concat(validate836.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate835.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate835.errors = vErrors;
return errors === 0;
}

export const createSandboxCardAccountTransactions__response_201 = validate844;
const schema167 = {"type":"array","items":{"$ref":"openapi#/definitions/SandboxCardTransaction"}};

function validate844(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate830(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate830.errors : vErrors.concat(validate830.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate844.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate844.errors = vErrors;
return errors === 0;
}

export const listSandboxCustomers__response_200 = validate846;
const schema168 = {"type":"array","items":{"$ref":"openapi#/definitions/SandboxCustomer"}};
const schema169 = {"type":"object","description":"A sandbox customer, field for field as the specification's sandbox customer table gives it.","required":["customerId","customerNumber","customerType","customerName","agreements","accounts","cardAccounts","_links"],"properties":{"customerId":{"type":"string","description":"Identifier of the customer in the mock-data API."},"customerNumber":{"type":"string","description":"The identifier used when performing SCA in the sandbox (the national identity number for a private customer, the organisation number for a corporate one)."},"customerType":{"$ref":"openapi#/definitions/SandboxCustomerType"},"customerName":{"type":"string","description":"Name of the customer."},"agreements":{"type":"array","description":"The customer's agreements; an empty array unless withAgreements=true was asked for (the field is required).","items":{"$ref":"openapi#/definitions/SandboxCustomerAgreement"}},"accounts":{"type":"array","description":"Identifiers of the customer's mock accounts; an empty array unless withAccounts=true was asked for (the field is required).","items":{"type":"string"}},"cardAccounts":{"type":"array","description":"Identifiers of the customer's mock card accounts; an empty array unless withAccounts=true was asked for (the field is required).","items":{"type":"string"}},"_links":{"$ref":"openapi#/definitions/SandboxCustomerLinks"},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};
const schema170 = {"type":"object","description":"An agreement of a sandbox customer, as the specification's sandbox customer table gives it.","required":["_links"],"properties":{"id":{"type":"string","description":"Agreement identifier."},"name":{"type":"string","description":"Agreement name."},"engagements":{"type":"array","description":"Identifiers of the agreement's engagements.","items":{"type":"string"}},"_links":{"$ref":"openapi#/definitions/SandboxCustomerAgreementLinks"}}};
const schema171 = {"type":"object","description":"Links of an agreement: the agreement itself and its engagements.","required":["self","engagements"],"properties":{"self":{"$ref":"openapi#/definitions/Link"},"engagements":{"$ref":"openapi#/definitions/Link"}}};

function validate850(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.self === undefined) && (missing0 = "self")) || ((data.engagements === undefined) && (missing0 = "engagements"))){
validate850.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.self !== undefined){
const _errs1 = errors;
if(!(validate44(data.self, {instancePath:instancePath+"/self",parentData:data,parentDataProperty:"self",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engagements !== undefined){
const _errs2 = errors;
if(!(validate44(data.engagements, {instancePath:instancePath+"/engagements",parentData:data,parentDataProperty:"engagements",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate850.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate850.errors = vErrors;
return errors === 0;
}


function validate849(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data._links === undefined) && (missing0 = "_links")){
validate849.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate849.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate849.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.engagements !== undefined){
let data2 = data.engagements;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate849.errors = [{instancePath:instancePath+"/engagements/" + i0,schemaPath:"#/properties/engagements/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate849.errors = [{instancePath:instancePath+"/engagements",schemaPath:"#/properties/engagements/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs9 = errors;
if(!(validate850(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate849.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate849.errors = vErrors;
return errors === 0;
}

const schema172 = {"type":"object","description":"Links of a sandbox customer: self.","required":["self"],"properties":{"self":{"$ref":"openapi#/definitions/Link"}}};

function validate855(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.self === undefined) && (missing0 = "self")){
validate855.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.self !== undefined){
if(!(validate44(data.self, {instancePath:instancePath+"/self",parentData:data,parentDataProperty:"self",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
}
else {
validate855.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate855.errors = vErrors;
return errors === 0;
}


function validate847(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.customerId === undefined) && (missing0 = "customerId")) || ((data.customerNumber === undefined) && (missing0 = "customerNumber"))) || ((data.customerType === undefined) && (missing0 = "customerType"))) || ((data.customerName === undefined) && (missing0 = "customerName"))) || ((data.agreements === undefined) && (missing0 = "agreements"))) || ((data.accounts === undefined) && (missing0 = "accounts"))) || ((data.cardAccounts === undefined) && (missing0 = "cardAccounts"))) || ((data._links === undefined) && (missing0 = "_links"))){
validate847.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerId !== undefined){
const _errs1 = errors;
if(typeof data.customerId !== "string"){
validate847.errors = [{instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerNumber !== undefined){
const _errs3 = errors;
if(typeof data.customerNumber !== "string"){
validate847.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerType !== undefined){
const _errs5 = errors;
if(!(validate779(data.customerType, {instancePath:instancePath+"/customerType",parentData:data,parentDataProperty:"customerType",rootData}))){
vErrors = vErrors === null ? validate779.errors : vErrors.concat(validate779.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
const _errs6 = errors;
if(typeof data.customerName !== "string"){
validate847.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agreements !== undefined){
let data4 = data.agreements;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate849(data4[i0], {instancePath:instancePath+"/agreements/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate849.errors : vErrors.concat(validate849.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate847.errors = [{instancePath:instancePath+"/agreements",schemaPath:"#/properties/agreements/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accounts !== undefined){
let data6 = data.accounts;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data6)){
var valid2 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs13 = errors;
if(typeof data6[i1] !== "string"){
validate847.errors = [{instancePath:instancePath+"/accounts/" + i1,schemaPath:"#/properties/accounts/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate847.errors = [{instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardAccounts !== undefined){
let data8 = data.cardAccounts;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data8)){
var valid3 = true;
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
const _errs17 = errors;
if(typeof data8[i2] !== "string"){
validate847.errors = [{instancePath:instancePath+"/cardAccounts/" + i2,schemaPath:"#/properties/cardAccounts/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate847.errors = [{instancePath:instancePath+"/cardAccounts",schemaPath:"#/properties/cardAccounts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs19 = errors;
if(!(validate855(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate855.errors : vErrors.concat(validate855.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs20 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate847.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate847.errors = vErrors;
return errors === 0;
}


function validate846(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate847(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate847.errors : vErrors.concat(validate847.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate846.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate846.errors = vErrors;
return errors === 0;
}

export const createSandboxCustomer__request = validate860;
const schema173 = {"type":"object","description":"Body of POST /v1/sandbox/customers (the portal's mock-data body).","required":["customerNumber","name","type"],"properties":{"customerNumber":{"type":"string","description":"Identifier for sandbox SCA: an 11-digit national identity number for a private customer, an organisation number for a corporate one. Letters and digits only, since the PSU types it at SCA and X-PSU-IDENTITY carries it.","minLength":1,"maxLength":35,"pattern":"^[0-9A-Za-z]{1,35}$"},"name":{"type":"string","description":"Name of the customer, on one line (a tab or line break is refused).","minLength":1,"maxLength":70},"type":{"type":"string","description":"private or corporate; the upper-case forms are accepted too, since both spellings occur in the portal's material. A private customer gets an agreement automatically; a corporate one needs POST /v1/sandbox/agreements.","enum":["private","corporate","PRIVATE","CORPORATE"]}}};
const pattern9 = new RegExp("^[0-9A-Za-z]{1,35}$", "u");

function validate860(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.customerNumber === undefined) && (missing0 = "customerNumber")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.type === undefined) && (missing0 = "type"))){
validate860.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerNumber !== undefined){
let data0 = data.customerNumber;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) > 35){
validate860.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"}];
return false;
}
else {
if(func2(data0) < 1){
validate860.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern9.test(data0)){
validate860.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z]{1,35}$"},message:"must match pattern \""+"^[0-9A-Za-z]{1,35}$"+"\""}];
return false;
}
}
}
}
else {
validate860.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 70){
validate860.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"}];
return false;
}
else {
if(func2(data1) < 1){
validate860.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate860.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate860.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "private") || (data2 === "corporate")) || (data2 === "PRIVATE")) || (data2 === "CORPORATE"))){
validate860.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema173.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate860.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate860.errors = vErrors;
return errors === 0;
}

export const schema__SandboxCustomer = validate861;

function validate861(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.customerId === undefined) && (missing0 = "customerId")) || ((data.customerNumber === undefined) && (missing0 = "customerNumber"))) || ((data.customerType === undefined) && (missing0 = "customerType"))) || ((data.customerName === undefined) && (missing0 = "customerName"))) || ((data.agreements === undefined) && (missing0 = "agreements"))) || ((data.accounts === undefined) && (missing0 = "accounts"))) || ((data.cardAccounts === undefined) && (missing0 = "cardAccounts"))) || ((data._links === undefined) && (missing0 = "_links"))){
validate861.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customerId !== undefined){
const _errs1 = errors;
if(typeof data.customerId !== "string"){
validate861.errors = [{instancePath:instancePath+"/customerId",schemaPath:"#/properties/customerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerNumber !== undefined){
const _errs3 = errors;
if(typeof data.customerNumber !== "string"){
validate861.errors = [{instancePath:instancePath+"/customerNumber",schemaPath:"#/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerType !== undefined){
const _errs5 = errors;
if(!(validate779(data.customerType, {instancePath:instancePath+"/customerType",parentData:data,parentDataProperty:"customerType",rootData}))){
vErrors = vErrors === null ? validate779.errors : vErrors.concat(validate779.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customerName !== undefined){
const _errs6 = errors;
if(typeof data.customerName !== "string"){
validate861.errors = [{instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agreements !== undefined){
let data4 = data.agreements;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate849(data4[i0], {instancePath:instancePath+"/agreements/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate849.errors : vErrors.concat(validate849.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate861.errors = [{instancePath:instancePath+"/agreements",schemaPath:"#/properties/agreements/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accounts !== undefined){
let data6 = data.accounts;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data6)){
var valid2 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs13 = errors;
if(typeof data6[i1] !== "string"){
validate861.errors = [{instancePath:instancePath+"/accounts/" + i1,schemaPath:"#/properties/accounts/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate861.errors = [{instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardAccounts !== undefined){
let data8 = data.cardAccounts;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data8)){
var valid3 = true;
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
const _errs17 = errors;
if(typeof data8[i2] !== "string"){
validate861.errors = [{instancePath:instancePath+"/cardAccounts/" + i2,schemaPath:"#/properties/cardAccounts/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate861.errors = [{instancePath:instancePath+"/cardAccounts",schemaPath:"#/properties/cardAccounts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
const _errs19 = errors;
if(!(validate855(data._links, {instancePath:instancePath+"/_links",parentData:data,parentDataProperty:"_links",rootData}))){
vErrors = vErrors === null ? validate855.errors : vErrors.concat(validate855.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs20 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate861.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate861.errors = vErrors;
return errors === 0;
}

export const fillSandbox__request = validate866;
const schema175 = {"type":"object","description":"Body of POST /v1/sandbox/fill (our own; every field optional).","properties":{"accountIds":{"type":"array","description":"Mock account ids to fill; default every sandbox account.","uniqueItems":true,"items":{"type":"string"}},"months":{"type":"integer","minimum":1,"maximum":12,"default":3,"description":"How many months back to generate."},"transactionsPerMonth":{"type":"integer","minimum":1,"maximum":100,"default":10,"description":"Transactions per account and month."},"seed":{"type":"integer","minimum":-2147483648,"maximum":2147483647,"description":"Seed for repeatable data."}}};

function validate866(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.accountIds !== undefined){
let data0 = data.accountIds;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate866.errors = [{instancePath:instancePath+"/accountIds/" + i0,schemaPath:"#/properties/accountIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate866.errors = [{instancePath:instancePath+"/accountIds",schemaPath:"#/properties/accountIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
else {
validate866.errors = [{instancePath:instancePath+"/accountIds",schemaPath:"#/properties/accountIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.months !== undefined){
let data2 = data.months;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate866.errors = [{instancePath:instancePath+"/months",schemaPath:"#/properties/months/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 12 || isNaN(data2)){
validate866.errors = [{instancePath:instancePath+"/months",schemaPath:"#/properties/months/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate866.errors = [{instancePath:instancePath+"/months",schemaPath:"#/properties/months/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionsPerMonth !== undefined){
let data3 = data.transactionsPerMonth;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate866.errors = [{instancePath:instancePath+"/transactionsPerMonth",schemaPath:"#/properties/transactionsPerMonth/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
validate866.errors = [{instancePath:instancePath+"/transactionsPerMonth",schemaPath:"#/properties/transactionsPerMonth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate866.errors = [{instancePath:instancePath+"/transactionsPerMonth",schemaPath:"#/properties/transactionsPerMonth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seed !== undefined){
let data4 = data.seed;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate866.errors = [{instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
validate866.errors = [{instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data4 < -2147483648 || isNaN(data4)){
validate866.errors = [{instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648"}];
return false;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate866.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate866.errors = vErrors;
return errors === 0;
}

export const schema__SandboxFillResponse = validate867;
const schema176 = {"type":"object","description":"What the fill created, per account.","required":["accounts"],"properties":{"accounts":{"type":"array","items":{"type":"object","required":["accountId","transactionsCreated"],"properties":{"accountId":{"type":"string"},"transactionsCreated":{"type":"integer","minimum":0}}}},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate867(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.accounts === undefined) && (missing0 = "accounts")){
validate867.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.accounts !== undefined){
let data0 = data.accounts;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.accountId === undefined) && (missing1 = "accountId")) || ((data1.transactionsCreated === undefined) && (missing1 = "transactionsCreated"))){
validate867.errors = [{instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.accountId !== undefined){
const _errs5 = errors;
if(typeof data1.accountId !== "string"){
validate867.errors = [{instancePath:instancePath+"/accounts/" + i0+"/accountId",schemaPath:"#/properties/accounts/items/properties/accountId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.transactionsCreated !== undefined){
let data3 = data1.transactionsCreated;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate867.errors = [{instancePath:instancePath+"/accounts/" + i0+"/transactionsCreated",schemaPath:"#/properties/accounts/items/properties/transactionsCreated/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate867.errors = [{instancePath:instancePath+"/accounts/" + i0+"/transactionsCreated",schemaPath:"#/properties/accounts/items/properties/transactionsCreated/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate867.errors = [{instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate867.errors = [{instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs9 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate867.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate867.errors = vErrors;
return errors === 0;
}

export const schema__SandboxInitializeResponse = validate869;
const schema177 = {"type":"object","description":"Summary of the starting state after a reset.","required":["customers","accounts","cardAccounts","transactions"],"properties":{"customers":{"type":"array","description":"The customers of the starting state.","items":{"type":"object","required":["customerNumber","customerType","customerName"],"properties":{"customerNumber":{"type":"string"},"customerType":{"$ref":"openapi#/definitions/SandboxCustomerType"},"customerName":{"type":"string"}}}},"accounts":{"type":"integer","minimum":0,"description":"Number of accounts created."},"cardAccounts":{"type":"integer","minimum":0,"description":"Number of card accounts created."},"transactions":{"type":"integer","minimum":0,"description":"Number of transactions created."},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate869(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.customers === undefined) && (missing0 = "customers")) || ((data.accounts === undefined) && (missing0 = "accounts"))) || ((data.cardAccounts === undefined) && (missing0 = "cardAccounts"))) || ((data.transactions === undefined) && (missing0 = "transactions"))){
validate869.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.customers !== undefined){
let data0 = data.customers;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.customerNumber === undefined) && (missing1 = "customerNumber")) || ((data1.customerType === undefined) && (missing1 = "customerType"))) || ((data1.customerName === undefined) && (missing1 = "customerName"))){
validate869.errors = [{instancePath:instancePath+"/customers/" + i0,schemaPath:"#/properties/customers/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.customerNumber !== undefined){
const _errs5 = errors;
if(typeof data1.customerNumber !== "string"){
validate869.errors = [{instancePath:instancePath+"/customers/" + i0+"/customerNumber",schemaPath:"#/properties/customers/items/properties/customerNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.customerType !== undefined){
const _errs7 = errors;
if(!(validate779(data1.customerType, {instancePath:instancePath+"/customers/" + i0+"/customerType",parentData:data1,parentDataProperty:"customerType",rootData}))){
vErrors = vErrors === null ? validate779.errors : vErrors.concat(validate779.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.customerName !== undefined){
const _errs8 = errors;
if(typeof data1.customerName !== "string"){
validate869.errors = [{instancePath:instancePath+"/customers/" + i0+"/customerName",schemaPath:"#/properties/customers/items/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate869.errors = [{instancePath:instancePath+"/customers/" + i0,schemaPath:"#/properties/customers/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate869.errors = [{instancePath:instancePath+"/customers",schemaPath:"#/properties/customers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.accounts !== undefined){
let data5 = data.accounts;
const _errs10 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate869.errors = [{instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate869.errors = [{instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardAccounts !== undefined){
let data6 = data.cardAccounts;
const _errs12 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate869.errors = [{instancePath:instancePath+"/cardAccounts",schemaPath:"#/properties/cardAccounts/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate869.errors = [{instancePath:instancePath+"/cardAccounts",schemaPath:"#/properties/cardAccounts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactions !== undefined){
let data7 = data.transactions;
const _errs14 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate869.errors = [{instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate869.errors = [{instancePath:instancePath+"/transactions",schemaPath:"#/properties/transactions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs16 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate869.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate869.errors = vErrors;
return errors === 0;
}

export const changeSandboxPaymentStatus__request = validate872;
const schema178 = {"type":"object","description":"What another channel of the bank does to the payment (see changeSandboxPaymentStatus).","required":["transactionStatus"],"properties":{"transactionStatus":{"type":"string","description":"HOLD (hold or stop), ACTC (release a held payment), RJCT (reject) or CANC (cancel).","enum":["HOLD","ACTC","RJCT","CANC"]}}};

function validate872(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.transactionStatus === undefined) && (missing0 = "transactionStatus")){
validate872.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.transactionStatus !== undefined){
let data0 = data.transactionStatus;
if(typeof data0 !== "string"){
validate872.errors = [{instancePath:instancePath+"/transactionStatus",schemaPath:"#/properties/transactionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data0 === "HOLD") || (data0 === "ACTC")) || (data0 === "RJCT")) || (data0 === "CANC"))){
validate872.errors = [{instancePath:instancePath+"/transactionStatus",schemaPath:"#/properties/transactionStatus/enum",keyword:"enum",params:{allowedValues: schema178.properties.transactionStatus.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
else {
validate872.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate872.errors = vErrors;
return errors === 0;
}

export const schema__SandboxPaymentStatus = validate873;
const schema179 = {"type":"object","description":"A payment's status after a change made by another channel.","required":["paymentId","transactionStatus"],"properties":{"paymentId":{"type":"string"},"transactionStatus":{"$ref":"openapi#/definitions/TransactionStatus"},"_links":{"type":"object","description":"Where the TPP reads the payment's status as it always does.","properties":{"status":{"$ref":"openapi#/definitions/Link"}}},"tppMessages":{"$ref":"openapi#/definitions/TppMessages"}}};

function validate873(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.paymentId === undefined) && (missing0 = "paymentId")) || ((data.transactionStatus === undefined) && (missing0 = "transactionStatus"))){
validate873.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.paymentId !== undefined){
const _errs1 = errors;
if(typeof data.paymentId !== "string"){
validate873.errors = [{instancePath:instancePath+"/paymentId",schemaPath:"#/properties/paymentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transactionStatus !== undefined){
const _errs3 = errors;
if(!(validate278(data.transactionStatus, {instancePath:instancePath+"/transactionStatus",parentData:data,parentDataProperty:"transactionStatus",rootData}))){
vErrors = vErrors === null ? validate278.errors : vErrors.concat(validate278.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data._links !== undefined){
let data2 = data._links;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.status !== undefined){
if(!(validate44(data2.status, {instancePath:instancePath+"/_links/status",parentData:data2,parentDataProperty:"status",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
validate873.errors = [{instancePath:instancePath+"/_links",schemaPath:"#/properties/_links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tppMessages !== undefined){
const _errs7 = errors;
if(!(validate48(data.tppMessages, {instancePath:instancePath+"/tppMessages",parentData:data,parentDataProperty:"tppMessages",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate873.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate873.errors = vErrors;
return errors === 0;
}

export const explainSandboxSignature__request = validate877;
const schema180 = {"description":"Any body; it is only hashed for the digest check, never parsed."};

function validate877(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate877.errors = null;
return true;
}

export const schema__SignatureExplanation = validate878;
const schema181 = {"type":"object","description":"Report of the signature verifier on this very request.","required":["valid","steps"],"properties":{"valid":{"type":"boolean","description":"Whether the request would pass the signature check."},"code":{"description":"The code a real operation would answer with; absent when valid.","allOf":[{"$ref":"openapi#/definitions/MessageCode"}]},"steps":{"type":"array","description":"Every check in order, also those after the first failure where possible.","items":{"$ref":"openapi#/definitions/SignatureExplainStep"}},"keyId":{"type":"object","description":"The keyId of the Signature header, beside the one the certificate calls for.","properties":{"raw":{"type":"string","description":"The keyId as the Signature header carries it."},"expected":{"type":"string","description":"The keyId the certificate of TPP-Signature-Certificate calls for (SN=<serial in upper-case\nhexadecimal>,CA=<issuer per RFC 2253>); present when the certificate could be read. Compare it with\nraw to see why KEYID errors arise.\n"}}},"certificate":{"type":"object","description":"The certificate of TPP-Signature-Certificate, decoded.","properties":{"serialHex":{"type":"string","description":"Serial in upper-case hexadecimal without leading zeros."},"serialDecimal":{"type":"string","description":"Serial in decimal."},"issuer":{"type":"string","description":"Issuer distinguished name per RFC 2253."},"subject":{"type":"string"},"organisationIdentifier":{"type":"string"},"roles":{"type":"array","items":{"type":"string","enum":["PSP_AS","PSP_PI","PSP_AI","PSP_IC"]}},"notBefore":{"type":"string","format":"date-time"},"notAfter":{"type":"string","format":"date-time"}}},"algorithm":{"type":"string"},"signedHeaders":{"type":"array","items":{"type":"string"}},"missingSignedHeaders":{"type":"array","description":"Headers present in the request that must be signed but are not.","items":{"type":"string"}},"signingString":{"type":"string","description":"The signing string the bank rebuilt."},"digest":{"type":"object","description":"The Digest header against the body's hashes.","properties":{"received":{"type":"string"},"computedSha256":{"type":"string"},"computedSha512":{"type":"string"},"matches":{"type":"boolean"}}},"clockSkewSeconds":{"type":"number","description":"Date header minus the bank's clock, in seconds (at most 60 allowed)."}}};
const schema182 = {"type":"object","description":"One step of the signature check.","required":["name","ok"],"properties":{"name":{"type":"string","description":"Check performed, for example certificate-parse, key-id, digest, date, signing-string, signature."},"ok":{"type":"boolean"},"detail":{"type":"string","description":"What was found."}}};

function validate880(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.ok === undefined) && (missing0 = "ok"))){
validate880.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate880.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ok !== undefined){
const _errs3 = errors;
if(typeof data.ok !== "boolean"){
validate880.errors = [{instancePath:instancePath+"/ok",schemaPath:"#/properties/ok/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
const _errs5 = errors;
if(typeof data.detail !== "string"){
validate880.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate880.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate880.errors = vErrors;
return errors === 0;
}


function validate878(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.valid === undefined) && (missing0 = "valid")) || ((data.steps === undefined) && (missing0 = "steps"))){
validate878.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.valid !== undefined){
const _errs1 = errors;
if(typeof data.valid !== "boolean"){
validate878.errors = [{instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs3 = errors;
if(!(validate52(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.steps !== undefined){
let data2 = data.steps;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate880(data2[i0], {instancePath:instancePath+"/steps/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate880.errors : vErrors.concat(validate880.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate878.errors = [{instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.keyId !== undefined){
let data4 = data.keyId;
const _errs8 = errors;
if(errors === _errs8){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.raw !== undefined){
const _errs10 = errors;
if(typeof data4.raw !== "string"){
validate878.errors = [{instancePath:instancePath+"/keyId/raw",schemaPath:"#/properties/keyId/properties/raw/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.expected !== undefined){
const _errs12 = errors;
if(typeof data4.expected !== "string"){
validate878.errors = [{instancePath:instancePath+"/keyId/expected",schemaPath:"#/properties/keyId/properties/expected/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate878.errors = [{instancePath:instancePath+"/keyId",schemaPath:"#/properties/keyId/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.certificate !== undefined){
let data7 = data.certificate;
const _errs14 = errors;
if(errors === _errs14){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.serialHex !== undefined){
const _errs16 = errors;
if(typeof data7.serialHex !== "string"){
validate878.errors = [{instancePath:instancePath+"/certificate/serialHex",schemaPath:"#/properties/certificate/properties/serialHex/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.serialDecimal !== undefined){
const _errs18 = errors;
if(typeof data7.serialDecimal !== "string"){
validate878.errors = [{instancePath:instancePath+"/certificate/serialDecimal",schemaPath:"#/properties/certificate/properties/serialDecimal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.issuer !== undefined){
const _errs20 = errors;
if(typeof data7.issuer !== "string"){
validate878.errors = [{instancePath:instancePath+"/certificate/issuer",schemaPath:"#/properties/certificate/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.subject !== undefined){
const _errs22 = errors;
if(typeof data7.subject !== "string"){
validate878.errors = [{instancePath:instancePath+"/certificate/subject",schemaPath:"#/properties/certificate/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.organisationIdentifier !== undefined){
const _errs24 = errors;
if(typeof data7.organisationIdentifier !== "string"){
validate878.errors = [{instancePath:instancePath+"/certificate/organisationIdentifier",schemaPath:"#/properties/certificate/properties/organisationIdentifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.roles !== undefined){
let data13 = data7.roles;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data13)){
var valid5 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
const _errs28 = errors;
if(typeof data14 !== "string"){
validate878.errors = [{instancePath:instancePath+"/certificate/roles/" + i1,schemaPath:"#/properties/certificate/properties/roles/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data14 === "PSP_AS") || (data14 === "PSP_PI")) || (data14 === "PSP_AI")) || (data14 === "PSP_IC"))){
validate878.errors = [{instancePath:instancePath+"/certificate/roles/" + i1,schemaPath:"#/properties/certificate/properties/roles/items/enum",keyword:"enum",params:{allowedValues: schema181.properties.certificate.properties.roles.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs28 === errors;
if(!valid5){
break;
}
}
}
else {
validate878.errors = [{instancePath:instancePath+"/certificate/roles",schemaPath:"#/properties/certificate/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs26 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.notBefore !== undefined){
let data15 = data7.notBefore;
const _errs30 = errors;
if(errors === _errs30){
if(errors === _errs30){
if(typeof data15 === "string"){
if(!(formats0.validate(data15))){
validate878.errors = [{instancePath:instancePath+"/certificate/notBefore",schemaPath:"#/properties/certificate/properties/notBefore/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate878.errors = [{instancePath:instancePath+"/certificate/notBefore",schemaPath:"#/properties/certificate/properties/notBefore/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.notAfter !== undefined){
let data16 = data7.notAfter;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(typeof data16 === "string"){
if(!(formats0.validate(data16))){
validate878.errors = [{instancePath:instancePath+"/certificate/notAfter",schemaPath:"#/properties/certificate/properties/notAfter/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate878.errors = [{instancePath:instancePath+"/certificate/notAfter",schemaPath:"#/properties/certificate/properties/notAfter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid4 = _errs32 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
}
else {
validate878.errors = [{instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.algorithm !== undefined){
const _errs34 = errors;
if(typeof data.algorithm !== "string"){
validate878.errors = [{instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.signedHeaders !== undefined){
let data18 = data.signedHeaders;
const _errs36 = errors;
if(errors === _errs36){
if(Array.isArray(data18)){
var valid6 = true;
const len2 = data18.length;
for(let i2=0; i2<len2; i2++){
const _errs38 = errors;
if(typeof data18[i2] !== "string"){
validate878.errors = [{instancePath:instancePath+"/signedHeaders/" + i2,schemaPath:"#/properties/signedHeaders/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs38 === errors;
if(!valid6){
break;
}
}
}
else {
validate878.errors = [{instancePath:instancePath+"/signedHeaders",schemaPath:"#/properties/signedHeaders/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.missingSignedHeaders !== undefined){
let data20 = data.missingSignedHeaders;
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data20)){
var valid7 = true;
const len3 = data20.length;
for(let i3=0; i3<len3; i3++){
const _errs42 = errors;
if(typeof data20[i3] !== "string"){
validate878.errors = [{instancePath:instancePath+"/missingSignedHeaders/" + i3,schemaPath:"#/properties/missingSignedHeaders/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs42 === errors;
if(!valid7){
break;
}
}
}
else {
validate878.errors = [{instancePath:instancePath+"/missingSignedHeaders",schemaPath:"#/properties/missingSignedHeaders/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.signingString !== undefined){
const _errs44 = errors;
if(typeof data.signingString !== "string"){
validate878.errors = [{instancePath:instancePath+"/signingString",schemaPath:"#/properties/signingString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.digest !== undefined){
let data23 = data.digest;
const _errs46 = errors;
if(errors === _errs46){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.received !== undefined){
const _errs48 = errors;
if(typeof data23.received !== "string"){
validate878.errors = [{instancePath:instancePath+"/digest/received",schemaPath:"#/properties/digest/properties/received/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs48 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data23.computedSha256 !== undefined){
const _errs50 = errors;
if(typeof data23.computedSha256 !== "string"){
validate878.errors = [{instancePath:instancePath+"/digest/computedSha256",schemaPath:"#/properties/digest/properties/computedSha256/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs50 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data23.computedSha512 !== undefined){
const _errs52 = errors;
if(typeof data23.computedSha512 !== "string"){
validate878.errors = [{instancePath:instancePath+"/digest/computedSha512",schemaPath:"#/properties/digest/properties/computedSha512/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs52 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data23.matches !== undefined){
const _errs54 = errors;
if(typeof data23.matches !== "boolean"){
validate878.errors = [{instancePath:instancePath+"/digest/matches",schemaPath:"#/properties/digest/properties/matches/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid8 = _errs54 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate878.errors = [{instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.clockSkewSeconds !== undefined){
let data28 = data.clockSkewSeconds;
const _errs56 = errors;
if(!((typeof data28 == "number") && (isFinite(data28)))){
validate878.errors = [{instancePath:instancePath+"/clockSkewSeconds",schemaPath:"#/properties/clockSkewSeconds/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate878.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate878.errors = vErrors;
return errors === 0;
}


export const bodyValidators = Object.freeze({
  listAccounts: { request: undefined, responses: { "200": schema__AccountList, "400": schema__ErrorResponse, "401": listAccounts__response_401, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "429": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getAccount: { request: undefined, responses: { "200": schema__AccountDetailsResponse, "400": schema__ErrorResponse, "401": getAccount__response_401, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "429": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getAccountBalances: { request: undefined, responses: { "200": schema__BalancesResponse, "400": schema__ErrorResponse, "401": getAccountBalances__response_401, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "429": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listAccountTransactions: { request: undefined, responses: { "200": schema__TransactionsResponse, "400": schema__ErrorResponse, "401": listAccountTransactions__response_401, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "429": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getAccountTransaction: { request: undefined, responses: { "200": schema__TransactionDetailsResponse, "400": schema__ErrorResponse, "401": getAccountTransaction__response_401, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "429": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listAgreements: { request: undefined, responses: { "200": schema__AgreementList, "400": schema__ErrorResponse, "401": listAgreements__response_401, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  createBankOfferedConsent: { request: undefined, responses: { "201": schema__ScaRedirectResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiateBulkCrossBorderCreditTransfer: { request: initiateBulkCrossBorderCreditTransfer__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiateBulkInstantNorwegianDomesticCreditTransferStraks: { request: initiateBulkInstantNorwegianDomesticCreditTransferStraks__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiateBulkNorwegianDomesticCreditTransfer: { request: initiateBulkNorwegianDomesticCreditTransfer__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiateBulkSepaCreditTransfer: { request: initiateBulkSepaCreditTransfer__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getBulkPayment: { request: undefined, responses: { "200": schema__BulkPaymentDetails, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  cancelBulkPayment: { request: undefined, responses: { "202": schema__PaymentCancellationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listBulkPaymentAuthorisations: { request: undefined, responses: { "200": schema__AuthorisationList, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  startBulkPaymentAuthorisation: { request: undefined, responses: { "201": schema__StartAuthorisationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getBulkPaymentAuthorisationStatus: { request: undefined, responses: { "200": schema__ScaStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listBulkPaymentCancellationAuthorisations: { request: undefined, responses: { "200": schema__AuthorisationList, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  startBulkPaymentCancellationAuthorisation: { request: undefined, responses: { "201": schema__StartAuthorisationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getBulkPaymentCancellationAuthorisationStatus: { request: undefined, responses: { "200": schema__ScaStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getBulkPaymentStatus: { request: undefined, responses: { "200": schema__PaymentStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listCardAccounts: { request: undefined, responses: { "200": schema__CardAccountList, "400": schema__ErrorResponse, "401": listCardAccounts__response_401, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "429": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getCardAccount: { request: undefined, responses: { "200": schema__CardAccountDetailsResponse, "400": schema__ErrorResponse, "401": getCardAccount__response_401, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "429": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getCardAccountBalances: { request: undefined, responses: { "200": schema__CardBalancesResponse, "400": schema__ErrorResponse, "401": getCardAccountBalances__response_401, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "429": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listCardAccountTransactions: { request: undefined, responses: { "200": schema__CardTransactionsResponse, "400": schema__ErrorResponse, "401": listCardAccountTransactions__response_401, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "429": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getAuthorisationStatus: { request: undefined, responses: { "200": schema__ScaStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  createConsent: { request: createConsent__request, responses: { "201": schema__ScaRedirectResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiateCrossBorderCreditTransfer: { request: initiateCrossBorderCreditTransfer__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getStraksFeeInformation: { request: undefined, responses: { "200": schema__FeeInformationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiateInstantNorwegianDomesticCreditTransferStraks: { request: initiateInstantNorwegianDomesticCreditTransferStraks__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  requestStraksFeeInformation: { request: requestStraksFeeInformation__request, responses: { "200": schema__FeeInformationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiateNorwegianDomesticCreditTransfer: { request: initiateNorwegianDomesticCreditTransfer__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiateSepaCreditTransfer: { request: initiateSepaCreditTransfer__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getPayment: { request: undefined, responses: { "200": schema__PaymentDetails, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  cancelPayment: { request: undefined, responses: { "202": schema__PaymentCancellationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listPaymentAuthorisations: { request: undefined, responses: { "200": schema__AuthorisationList, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  startPaymentAuthorisation: { request: undefined, responses: { "201": schema__StartAuthorisationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getPaymentAuthorisationStatus: { request: undefined, responses: { "200": schema__ScaStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listPaymentCancellationAuthorisations: { request: undefined, responses: { "200": schema__AuthorisationList, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  startPaymentCancellationAuthorisation: { request: undefined, responses: { "201": schema__StartAuthorisationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getPaymentCancellationAuthorisationStatus: { request: undefined, responses: { "200": schema__ScaStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getPaymentStatus: { request: undefined, responses: { "200": schema__PaymentStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiatePeriodicCrossBorderCreditTransfer: { request: initiatePeriodicCrossBorderCreditTransfer__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiatePeriodicInstantNorwegianDomesticCreditTransferStraks: { request: initiatePeriodicInstantNorwegianDomesticCreditTransferStraks__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiatePeriodicNorwegianDomesticCreditTransfer: { request: initiatePeriodicNorwegianDomesticCreditTransfer__request, responses: { "201": schema__PeriodicNorwegianPaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initiatePeriodicSepaCreditTransfer: { request: initiatePeriodicSepaCreditTransfer__request, responses: { "201": schema__PaymentInitiationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getPeriodicPayment: { request: undefined, responses: { "200": schema__PeriodicPaymentDetails, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  cancelPeriodicPayment: { request: undefined, responses: { "202": schema__PaymentCancellationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listPeriodicPaymentAuthorisations: { request: undefined, responses: { "200": schema__AuthorisationList, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  startPeriodicPaymentAuthorisation: { request: undefined, responses: { "201": schema__StartAuthorisationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getPeriodicPaymentAuthorisationStatus: { request: undefined, responses: { "200": schema__ScaStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listPeriodicPaymentCancellationAuthorisations: { request: undefined, responses: { "200": schema__AuthorisationList, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  startPeriodicPaymentCancellationAuthorisation: { request: undefined, responses: { "201": schema__StartAuthorisationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getPeriodicPaymentCancellationAuthorisationStatus: { request: undefined, responses: { "200": schema__ScaStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getPeriodicPaymentStatus: { request: undefined, responses: { "200": schema__PaymentStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  createSigningBasket: { request: createSigningBasket__request, responses: { "201": schema__SigningBasketResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getSigningBasket: { request: undefined, responses: { "200": schema__SigningBasketDetails, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  deleteSigningBasket: { request: undefined, responses: { "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listSigningBasketAuthorisations: { request: undefined, responses: { "200": schema__AuthorisationList, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  startSigningBasketAuthorisation: { request: undefined, responses: { "201": schema__StartAuthorisationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getSigningBasketAuthorisationStatus: { request: undefined, responses: { "200": schema__ScaStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getSigningBasketStatus: { request: undefined, responses: { "200": schema__SigningBasketStatusResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getTppContactInformation: { request: undefined, responses: { "200": schema__TppContactInformationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  putTppContactInformation: { request: putTppContactInformation__request, responses: { "200": schema__TppContactInformationResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getUser: { request: undefined, responses: { "200": schema__ScaRedirectResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getUsersAlias: { request: undefined, responses: { "200": schema__ScaRedirectResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  createSandboxAccount: { request: createSandboxAccount__request, responses: { "201": schema__SandboxAccount, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getSandboxAccount: { request: undefined, responses: { "200": schema__SandboxAccount, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  updateSandboxAccountBalances: { request: updateSandboxAccountBalances__request, responses: { "200": schema__SandboxAccount, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listSandboxAccountTransactions: { request: undefined, responses: { "200": listSandboxAccountTransactions__response_200, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  createSandboxAccountTransactions: { request: createSandboxAccountTransactions__request, responses: { "201": createSandboxAccountTransactions__response_201, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getSandboxAccountTransaction: { request: undefined, responses: { "200": schema__SandboxAccountTransaction, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listSandboxAgreements: { request: undefined, responses: { "200": listSandboxAgreements__response_200, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  createSandboxAgreement: { request: createSandboxAgreement__request, responses: { "201": schema__SandboxAgreement, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getSandboxAgreement: { request: undefined, responses: { "200": schema__SandboxAgreement, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  addSandboxAgreementEngagement: { request: addSandboxAgreementEngagement__request, responses: { "201": schema__SandboxAgreement, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  decideSandboxAuthorisation: { request: decideSandboxAuthorisation__request, responses: { "200": schema__SandboxScaDecisionResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  runSandboxBatch: { request: undefined, responses: { "201": schema__SandboxBatchRun, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  createSandboxCardAccount: { request: createSandboxCardAccount__request, responses: { "201": schema__SandboxCardAccount, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getSandboxCardAccount: { request: undefined, responses: { "200": schema__SandboxCardAccount, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  updateSandboxCardAccountBalances: { request: updateSandboxCardAccountBalances__request, responses: { "200": schema__SandboxCardAccount, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listSandboxCardAccountTransactions: { request: undefined, responses: { "200": schema__SandboxCardAccountTransactions, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  createSandboxCardAccountTransactions: { request: createSandboxCardAccountTransactions__request, responses: { "201": createSandboxCardAccountTransactions__response_201, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  listSandboxCustomers: { request: undefined, responses: { "200": listSandboxCustomers__response_200, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  createSandboxCustomer: { request: createSandboxCustomer__request, responses: { "201": schema__SandboxCustomer, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  getSandboxCustomer: { request: undefined, responses: { "200": schema__SandboxCustomer, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  deleteSandboxCustomer: { request: undefined, responses: { "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  fillSandbox: { request: fillSandbox__request, responses: { "201": schema__SandboxFillResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  initializeSandbox: { request: undefined, responses: { "200": schema__SandboxInitializeResponse, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  changeSandboxPaymentStatus: { request: changeSandboxPaymentStatus__request, responses: { "200": schema__SandboxPaymentStatus, "400": schema__ErrorResponse, "401": schema__ErrorResponse, "403": schema__ErrorResponse, "404": schema__ErrorResponse, "405": schema__ErrorResponse, "406": schema__ErrorResponse, "409": schema__ErrorResponse, "413": schema__ErrorResponse, "415": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
  explainSandboxSignature: { request: explainSandboxSignature__request, responses: { "200": schema__SignatureExplanation, "405": schema__ErrorResponse, "413": schema__ErrorResponse, "500": schema__ErrorResponse, "503": schema__ErrorResponse } },
});
