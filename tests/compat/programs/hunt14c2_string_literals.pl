% written for this corpus by a find-only hunt (session 22; libraries scope/string/assert)
% messages carried as strings in answers
0.7::status(ok) ; 0.3::status(fail).
message(ok, "all good").
message(fail, "error: retry").
shown(M) :- status(S), message(S, M).
query(shown(M)).
