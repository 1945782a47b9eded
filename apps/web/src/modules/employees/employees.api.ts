import { ZEmployee, ZEmployeeNameList, ZPasswordReset } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../api/client.ts';
import { useApiList, useCrudResource } from '../../ui/use-crud-resource.ts';

export function useEmployees() {
  return useCrudResource(ZEmployee, {
    idKey: 'employeeId',
    listPath: '/Employee/GetAllEmployee',
    addPath: '/Employee/AddEmployee',
    updatePath: '/Employee/UpdateEmployee',
    deletePath: '/Employee/DeleteEmployee',
  });
}

/** Without a new password the server generates a temporary one, returned once and changed at next login. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (employeeId: number) =>
      apiPut(ZPasswordReset, '/Employee/ResetPassword', undefined, { params: { employeeId } }),
  });
}

/** Everyone by name (the pickers' call: no e-mail or mobile): assessments, a customer's salesperson, ticket steps. */
export const useEmployeeNames = () => useApiList(ZEmployeeNameList, '/Employee/GetAllEmployeeName');
