% negative numbers, operator terms and list tails in facts and answers
val(-1). val(- 2). val(3 - -1).
r(X) :- val(V), X is V.
op(X) :- X = a:b:c.
tl(T) :- [a, b | T] = [a, b, c, d].
query(r(_)). query(op(_)). query(tl(_)).
