% written for this corpus by a find-only hunt (session 22; libraries scope/string/assert)
% a model with a debugging print in a rule body
0.4::rain. 0.7::umbrella.
dry :- \+ rain.
dry :- rain, umbrella.
report :- writeln(checking), dry.
query(report).
