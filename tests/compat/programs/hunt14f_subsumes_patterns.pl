% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Pattern matching of alerts against generic signatures with subsumes_term/2 and subsumes_chk/2
signature(s1, alert(_, high)).
signature(s2, alert(disk, _)).
signature(s3, alert(net, low)).
0.6::raised(alert(disk, high)).
0.3::raised(alert(net, low)).
0.5::raised(alert(cpu, high)).
matches(S, A) :- signature(S, P), raised(A), \+ \+ P = A, subsumes_term(P, A).
covered(A) :- raised(A), signature(_, P), \+ \+ P = A, subsumes_chk(P, A).
query(matches(_, _)).
query(covered(alert(cpu, high))).
