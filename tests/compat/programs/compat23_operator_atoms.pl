% written for this corpus (session 23; operator atoms as operands and arguments, printed as ProbLog)
% A small lint model for Prolog source: which operators a random file uses, reported as
% predicate indicators Name/Arity and as Module:Name pairs, where the names are operators.
0.6::uses(mod). 0.5::uses(is). 0.4::uses((-)). 0.3::uses(rem). 0.7::uses(=..). 0.2::uses(xor).
0.5::uses((:-)). 0.3::uses(->). 0.4::uses(\+). 0.25::uses(<).

arity(mod, 2). arity(is, 2). arity((-), 1). arity((-), 2). arity(rem, 2). arity(=.., 2).
arity(xor, 2). arity((:-), 2). arity(->, 2). arity(\+, 1). arity(<, 2).

module_of(mod, arith). module_of(rem, arith). module_of(xor, arith). module_of(is, arith).
module_of((-), arith). module_of(=.., terms). module_of((:-), system). module_of(->, control).
module_of(\+, control). module_of(<, compare).

indicator(I) :- uses(Op), arity(Op, N), I = Op/N.
qualified(Q) :- uses(Op), module_of(Op, M), Q = M:Op.
reverse_qualified(Q) :- uses(Op), module_of(Op, M), Q = Op:M.
offset(T) :- uses(Op), T = Op-1.
pair(T) :- uses(Op), T = [Op, f(Op), Op^2, (Op = Op)].

query(indicator(_)).
query(qualified(_)).
query(reverse_qualified(_)).
query(offset(_)).
query(pair(_)).
